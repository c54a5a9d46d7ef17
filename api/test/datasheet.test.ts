import ExcelJS from 'exceljs';
import { buildLoggedInApp, describeEngines, type TestApp } from './helpers';
import { client, createCategory, createProduct, type Client } from './catalogue-fixtures';
import { pdfText } from './pdf-text';

/** A product's datasheet PDF (modules/datasheet): its text in each language, kept per content version. */
describeEngines('product datasheet (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let api: Client;
  let product: { id: number; seo_name: string };
  let categoryId: number;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    api = client(t, t.bearer);
    categoryId = (await createCategory(api, 'air_springs', 'Bus Air Springs', 'Otobüs Körükleri')).id;
    product = await createProduct(api, {
      category_id: categoryId,
      code: 'VT 4881 NP01',
      name_en: 'Rolling lobe air spring',
      name_tr: 'Pistonlu hava körüğü',
      oem_numbers: [{ manufacturer: 'Firestone', number: 'W01-358-9082' }],
      specs: [
        { key: 'max_height', value: '390.5' },
        { value: 'M22', label_en: 'Port', label_tr: 'Bağlantı' },
      ],
    });
    await createProduct(api, { category_id: categoryId, code: 'VT OFF', name_en: 'Off', is_active: false });
  }, 60_000);
  afterAll(() => t.close());

  const datasheet = (seoName: string, lang: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/pages/product/${seoName}/datasheet.pdf?lang=${lang}`, headers });

  test('a PDF whose text holds the code, name, OEM numbers and specs in the language asked for, and the page address', async () => {
    const en = await datasheet(product.seo_name, 'en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toBe(`inline; filename="${product.seo_name}-en-datasheet.pdf"`);
    expect(en.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(en.rawPayload);
    for (const part of [
      'VT 4881 NP01',
      'Rolling lobe air spring',
      'Firestone',
      'W01-358-9082',
      'Maximum height',
      '390.5 mm',
      'Port',
      'M22',
    ])
      expect([part, text.includes(part)]).toEqual([part, true]);
    expect(text).toContain(`/product/${product.seo_name}`);

    const tr = pdfText((await datasheet(product.seo_name, 'tr')).rawPayload);
    for (const part of [
      'Pistonlu hava körüğü',
      'Maksimum yükseklik',
      '390,5 mm',
      'Bağlantı',
      'W01-358-9082',
      `/product/${product.seo_name}?lang=tr`,
    ])
      expect([part, tr.includes(part)]).toEqual([part, true]);
  });

  test('kept per content version: the same bytes and validator until an admin write, then made again', async () => {
    const first = await datasheet(product.seo_name, 'en');
    const again = await datasheet(product.seo_name, 'en', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await datasheet(product.seo_name, 'en')).rawPayload.equals(first.rawPayload)).toBe(true);

    const update = await api.put(`/api/admin/products/${product.id}`, {
      section: 'air_springs',
      category_id: categoryId,
      code: 'VT 4881 NP01',
      name_en: 'Rolling lobe air spring, rear axle',
      oem_numbers: [{ manufacturer: 'ContiTech', number: '4881 NP 01' }],
    });
    expect(update.statusCode).toBe(200);
    const changed = await datasheet(product.seo_name, 'en', { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    const text = pdfText(changed.rawPayload);
    expect(text).toContain('Rolling lobe air spring, rear axle');
    expect(text).toContain('4881 NP 01');
    expect(text).not.toContain('W01-358-9082');
  });

  test('an inactive or unknown product has no datasheet (404)', async () => {
    expect((await datasheet('vt-off', 'en')).statusCode).toBe(404);
    expect((await datasheet('no-such-product', 'en')).statusCode).toBe(404);
  });

  test('the quote cart as a PDF and an XLSX sheet: each line’s code, name, OEM numbers and quantity; unknown tokens left out', async () => {
    const token = (await api.get(`/api/admin/products/${product.id}`)).body.data.token as string;
    const pdf = await t.app.inject({ url: `/api/pages/quote-cart.pdf?items=${token}:3,unknown-token:2&lang=tr` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="quote-cart-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = pdfText(pdf.rawPayload);
    // The name the earlier update left (English only, the Turkish page falls back to it).
    for (const part of [
      'Teklif talebi',
      'VT 4881 NP01',
      'Rolling lobe air spring, rear axle',
      'ContiTech 4881 NP 01',
      'Adet',
      '3',
    ])
      expect([part, text.includes(part)]).toEqual([part, true]);

    const xlsx = await t.app.inject({ url: `/api/pages/quote-cart.xlsx?items=${token}:7&lang=en` });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1, 5));
    expect(rows[0]).toEqual(['Code', 'Product', 'OEM numbers', 'Quantity']);
    expect(rows[1]).toEqual(['VT 4881 NP01', expect.stringContaining('Rolling lobe air spring'), expect.any(String), 7]);
    expect(rows).toHaveLength(2);
  });
});
