/** Catalogue export and import (docs/api.md, "Catalogue import and export"), on both engines. */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { PRODUCT_TEXT_FIELDS } from '@vitrin/shared-libs/registry/productFields';
import { buildLoggedInApp, describeEngines, type TestApp } from './helpers';
import { client, createCategory, createProduct, createSubCategory, png, type Client } from './catalogue-fixtures';
import { csvFile, csvOf, transferClient } from './import-support';
import { escapeFormulae, unescapeFormulae } from '../src/modules/products/transfer';

describeEngines('catalogue import and export (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let api: Client;
  let cabin: { id: number; seo_name: string };
  let exportFile: ReturnType<typeof transferClient>['exportFile'];
  let importFile: ReturnType<typeof transferClient>['importFile'];

  /** The audit log's import records, oldest first. */
  const importRecords = () => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'import').orderBy('id').execute();

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    api = client(t, t.bearer);
    ({ exportFile, importFile } = transferClient(t, t.bearer));
    cabin = await createCategory(api, 'air_springs', 'Cabin Springs', 'Kabin Körükleri');
    const sub = await createSubCategory(api, cabin.id, 'Front', 'Ön');
    const trailer = await createCategory(api, 'air_springs', 'Trailer Springs', 'Dorse Körükleri');
    for (const [index, code] of ['IMP-001', 'IMP-002', 'IMP-003', 'IMP-004', 'IMP-005'].entries()) {
      await createProduct(api, {
        category_id: index < 3 ? cabin.id : trailer.id,
        sub_category_id: index === 0 ? sub.id : null,
        code,
        name_en: `Cabin spring ${index + 1}`,
        name_tr: `Kabin körüğü ${index + 1} — ğüşiöç`,
        short_description_tr: 'Kısa, "tırnaklı" açıklama',
        description_en: '<p>Fits <strong>many</strong> trucks</p>',
        transporter_types: ['truck', 'bus'],
        oem_numbers: [
          { manufacturer: 'MAN', number: `81.43601-00${index}` },
          { manufacturer: 'Volvo', number: `2090${index}` },
        ],
        specs: JSON.stringify([{ value: '250', unit: 'mm', label_en: 'Height', label_tr: 'Yükseklik' }]),
      });
    }
  }, 60_000);
  afterAll(() => t.close());

  test('export and import refuse a request without a token (401)', async () => {
    expect((await exportFile('section=air_springs', '')).statusCode).toBe(401);
    expect((await importFile(Buffer.from('code\n'), true, 'products.csv', '')).statusCode).toBe(401);
  });

  test('CSV export: UTF-8 with BOM, a column per registry field and language, and it imports back with no change', async () => {
    const res = await exportFile('section=air_springs&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="air_springs-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const { titles, fields, rows } = csvOf(res.rawPayload);
    // The header row is in Turkish, as staff read it; the import reads these titles back to their columns.
    expect(titles.slice(0, 10)).toEqual([
      'Kod',
      'SEO Adı',
      'Kategori',
      'Alt Kategori',
      'Aktif',
      'Sıra',
      'Yayın tarihi',
      'Yayından kaldırma tarihi',
      'Ürün Adı (EN)',
      'Ürün Adı (TR)',
    ]);
    for (const field of PRODUCT_TEXT_FIELDS) expect(fields).toEqual(expect.arrayContaining([`${field}_en`, `${field}_tr`]));
    expect(fields).toEqual(
      expect.arrayContaining([
        'code',
        'seo_name',
        'category',
        'sub_category',
        'is_active',
        'queue',
        'oem_numbers',
        'specs',
        'pictures',
      ]),
    );
    const first = rows.find((r) => r.code === 'IMP-001')!;
    expect(first).toMatchObject({
      category: cabin.seo_name,
      sub_category: 'front',
      is_active: '1',
      name_tr: 'Kabin körüğü 1 — ğüşiöç',
      short_description_tr: 'Kısa, "tırnaklı" açıklama',
      transporter_types: expect.stringContaining('truck'),
    });
    expect(JSON.parse(first.oem_numbers!)).toEqual([
      { manufacturer: 'MAN', number: '81.43601-000' },
      { manufacturer: 'Volvo', number: '20900' },
    ]);

    const dry = await importFile(res.rawPayload, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.body.data).toEqual({
      counts: { new: 0, changed: 0, unchanged: 5, refused: 0 },
      rows: [],
      listed: 0,
      file: { format: 'csv', encoding: 'UTF-8', rows: 5 },
      report: null,
    });
  });

  test('XLSX export imports back with no change', async () => {
    const res = await exportFile('section=air_springs&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(1).getCell(1).value).toBe('Kod');

    const dry = await importFile(res.rawPayload, true, 'products.xlsx');
    expect(dry.statusCode).toBe(200);
    expect(dry.body.data.counts).toEqual({ new: 0, changed: 0, unchanged: 5, refused: 0 });
  });

  test('export follows the list filters: a search keeps only its matches', async () => {
    const res = await exportFile('section=air_springs&format=csv&search=IMP-004');
    expect(csvOf(res.rawPayload).rows.map((r) => r.code)).toEqual(['IMP-004']);
    const none = await exportFile('section=spare_parts&format=csv');
    expect(csvOf(none.rawPayload).rows).toEqual([]);
  });

  test('three changed rows and one new: the dry run lists exactly those four (old → new), apply stores them', async () => {
    const { fields, rows } = csvOf((await exportFile('section=air_springs&format=csv')).rawPayload);
    const byCode = (code: string) => rows.find((r) => r.code === code)!;
    byCode('IMP-001').name_en = 'Cabin spring one (new)';
    byCode('IMP-002').is_active = '0';
    byCode('IMP-003').oem_numbers = JSON.stringify([{ manufacturer: 'DAF', number: '1234-567' }]);
    rows.push({ code: 'IMP-NEW', category: cabin.seo_name, name_en: 'Imported spring', name_tr: 'İçe aktarılan körük' });
    const file = csvFile(fields, rows);

    const dry = await importFile(file, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.body.data.counts).toEqual({ new: 1, changed: 3, unchanged: 2, refused: 0 });
    const listed = Object.fromEntries(dry.body.data.rows.map((r) => [r.code, r]));
    expect(Object.keys(listed).sort()).toEqual(['IMP-001', 'IMP-002', 'IMP-003', 'IMP-NEW']);
    expect(listed['IMP-001']!.changes).toEqual([{ field: 'name_en', old: 'Cabin spring 1', new: 'Cabin spring one (new)' }]);
    expect(listed['IMP-002']!.changes).toEqual([{ field: 'is_active', old: '1', new: '0' }]);
    expect(listed['IMP-003']!.changes).toEqual([
      {
        field: 'oem_numbers',
        old: JSON.stringify([
          { manufacturer: 'MAN', number: '81.43601-002' },
          { manufacturer: 'Volvo', number: '20902' },
        ]),
        new: JSON.stringify([{ manufacturer: 'DAF', number: '1234-567' }]),
      },
    ]);
    expect(listed['IMP-NEW']).toMatchObject({ row: rows.length + 1, status: 'new' });
    // A dry run writes nothing.
    expect((await api.get('/api/admin/products?section=air_springs&search=IMP-NEW')).body.data.total).toBe(0);

    const importsBefore = await importRecords();
    const applied = await importFile(file, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.body.data.counts).toEqual({ new: 1, changed: 3, unchanged: 2, refused: 0 });
    // In its transaction, an audit record per product naming what changed (a new one: what it was given), and one
    // for the file: who, the file and what it did.
    const records = (await importRecords()).slice(importsBefore.length);
    const changesOf = (record: (typeof records)[number]) =>
      JSON.parse(record.changes!) as Record<string, { before: unknown; after: unknown }>;
    expect(records.map((r) => r.user_email)).toEqual(Array(5).fill('admin@vitrin.test'));
    const byProduct = Object.fromEntries(records.filter((r) => r.entity_id).map((r) => [r.entity_id, changesOf(r)]));
    const idOf = async (code: string) =>
      String((await api.get(`/api/admin/products?section=air_springs&search=${code}`)).body.data.data[0].id);
    expect(byProduct[await idOf('IMP-001')]).toEqual({ name_en: { before: 'Cabin spring 1', after: 'Cabin spring one (new)' } });
    expect(byProduct[await idOf('IMP-002')]).toEqual({ is_active: { before: '1', after: '0' } });
    expect(Object.keys(byProduct[await idOf('IMP-003')]!)).toEqual(['oem_numbers']);
    expect(byProduct[await idOf('IMP-NEW')]).toMatchObject({
      code: { before: null, after: 'IMP-NEW' },
      name_tr: { before: null, after: 'İçe aktarılan körük' },
    });
    const forFile = changesOf(records.find((r) => r.entity_id === null)!);
    expect(forFile).toMatchObject({ file: { after: 'products.csv' }, created: { after: 1 }, changed: { after: 3 } });

    const pub = (seo: string) => t.app.inject({ method: 'GET', url: `/api/pages/product/${seo}?lang=en` });
    expect((await pub(byCode('IMP-001').seo_name!)).json().data.name_en).toBe('Cabin spring one (new)');
    expect((await pub(byCode('IMP-002').seo_name!)).statusCode).toBe(404);
    expect((await pub(byCode('IMP-003').seo_name!)).json().data.oem_numbers).toEqual([
      expect.objectContaining({ manufacturer: 'DAF', number: '1234-567' }),
    ]);
    const created = await pub('imp-new');
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ code: 'IMP-NEW', name_tr: 'İçe aktarılan körük', category: { id: cabin.id } });
    // The search index and the list caches see the import at once.
    const search = await t.app.inject({ method: 'GET', url: '/api/pages/search-products?search=1234567' });
    expect(search.json().data.data.map((p: { code: string }) => p.code)).toEqual(['IMP-003']);
    // Imported again, the same file changes nothing.
    expect((await importFile(file, true)).body.data.counts).toEqual({ new: 0, changed: 0, unchanged: 6, refused: 0 });
  });

  test('a file with one bad row changes nothing: the dry run and the 422 name the row and the field', async () => {
    const { fields, rows } = csvOf((await exportFile('section=air_springs&format=csv')).rawPayload);
    const good = rows.find((r) => r.code === 'IMP-004')!;
    good.name_en = 'Should not be stored';
    const bad = rows.find((r) => r.code === 'IMP-005')!;
    bad.category = 'no-such-category';
    const badRow = rows.indexOf(bad) + 2;
    rows.push({ code: 'IMP-NEW-2', category: cabin.seo_name, name_tr: 'Adı İngilizce yok' });
    const file = csvFile(fields, rows);

    const dry = await importFile(file, true);
    expect(dry.body.data.counts.refused).toBe(2);
    const refused = dry.body.data.rows.filter((r) => r.status === 'refused');
    expect(refused).toEqual([
      { row: badRow, code: 'IMP-005', status: 'refused', errors: [{ field: 'category', message: 'Kategori bulunamadı' }] },
      { row: rows.length + 1, code: 'IMP-NEW-2', status: 'refused', errors: [{ field: 'name_en', message: expect.any(String) }] },
    ]);

    const importsBefore = (await importRecords()).length;
    const applied = await importFile(file, false);
    expect(applied.statusCode).toBe(422);
    // Refused: nothing stored, and no audit record either.
    expect(await importRecords()).toHaveLength(importsBefore);
    expect(applied.body.message).toContain(`Satır ${badRow}, category: Kategori bulunamadı`);
    expect(applied.body.errors).toMatchObject({ [`${badRow}.category`]: 'Kategori bulunamadı' });
    const stored = await api.get('/api/admin/products?section=air_springs&search=IMP-004');
    expect(stored.body.data.data[0].name_en).not.toBe('Should not be stored');
    expect((await api.get('/api/admin/products?section=air_springs&search=IMP-NEW-2')).body.data.total).toBe(0);
  });

  test('an unknown code creates a product; a file without a code column is refused whole', async () => {
    const file = csvFile(
      ['code', 'category', 'name_en', 'is_active'],
      [{ code: 'CREATED-9', category: cabin.seo_name, name_en: 'Created by import', is_active: '1' }],
    );
    const applied = await importFile(file, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.body.data.rows).toEqual([{ row: 2, code: 'CREATED-9', status: 'new' }]);
    const list = await api.get('/api/admin/products?section=air_springs&search=CREATED-9');
    expect(list.body.data.data).toEqual([
      expect.objectContaining({ code: 'CREATED-9', name_en: 'Created by import', is_active: true }),
    ]);

    const noCode = await importFile(Buffer.from('name_en\nx\n'), true);
    expect(noCode.statusCode).toBe(422);
    expect(noCode.body.errors).toEqual({ file: 'Dosyada "Kod" sütunu yok' });
  });
  // The tests start import threads from a bundle built once per run (global-setup.ts); `npm run dev` and the
  // benchmarks start them from the TypeScript sources, compiled by tsx in the thread: proven here, once.
  if (engine === 'sqlite')
    test('an import thread also starts from the TypeScript sources (npm run dev, the benchmarks)', async () => {
      const bundle = process.env.IMPORT_WORKER_BUNDLE;
      delete process.env.IMPORT_WORKER_BUNDLE;
      try {
        const file = csvFile(['code', 'name_en'], [{ code: 'IMP-001', name_en: 'Cabin spring from the sources' }]);
        const dryRun = await importFile(file, true);
        expect(dryRun.statusCode).toBe(200);
        expect(dryRun.body.data.rows).toEqual([expect.objectContaining({ row: 2, code: 'IMP-001', status: 'changed' })]);
      } finally {
        process.env.IMPORT_WORKER_BUNDLE = bundle;
      }
    });

  test('pictures: the column names the stored files; a named upload joins the gallery, an unknown file refuses the row', async () => {
    const list = await api.get('/api/admin/products?section=air_springs&search=IMP-004');
    const id = list.body.data.data[0].id as number;
    const uploaded = await api.multipart(
      `/api/admin/products/${id}/files`,
      { gallery_type: 'image' },
      { file: { data: await png('#336699'), filename: 'view.png', type: 'image/png' } },
    );
    expect(uploaded.statusCode).toBe(201);
    const { fields, rows } = csvOf((await exportFile('section=air_springs&format=csv')).rawPayload);
    const path = rows.find((r) => r.code === 'IMP-004')!.pictures!;
    expect(path).toMatch(/^products\/.+\.png$/);

    // Another product names the same stored file: it joins that product's gallery; a blank cell keeps a gallery.
    const other = rows.find((r) => r.code === 'IMP-005')!;
    other.pictures = path;
    const applied = await importFile(csvFile(fields, rows), false);
    expect(applied.statusCode).toBe(200);
    expect(applied.body.data.rows).toEqual([
      { row: rows.indexOf(other) + 2, code: 'IMP-005', status: 'changed', changes: [{ field: 'pictures', old: '', new: path }] },
    ]);
    const detail = await api.get(`/api/admin/products?section=air_springs&search=IMP-005`);
    expect(detail.body.data.data[0].image).toEqual(expect.objectContaining({ url: expect.stringContaining(path) }));

    other.pictures = 'products/not-uploaded.png';
    const refused = await importFile(csvFile(fields, rows), true);
    expect(refused.body.data.rows).toEqual([
      {
        row: rows.indexOf(other) + 2,
        code: 'IMP-005',
        status: 'refused',
        errors: [{ field: 'pictures', message: 'Yüklenmiş bir görsel değil: products/not-uploaded.png' }],
      },
    ]);
  });

  // Last: its product would count in the files of the tests above.
  test('no exported cell is a formula to a spreadsheet, line breaks included; both files import back unchanged', async () => {
    // As stored (texts are trimmed, line breaks stored as \n); tabs and CRs are held by the property test below.
    const dangerous = {
      name_en: '=HYPERLINK("http://evil.example/ws",\n"click")',
      name_tr: 'Körük\n=1+1',
      short_description_en: "+cmd|' /C calc'!A0",
      short_description_tr: '-2+3\n@SUM(A1)',
      seo_title_en: '@SUM(1,2)',
      seo_title_tr: "'=already quoted",
      seo_description_en: 'satır\n\t+1',
    };
    await createProduct(api, { category_id: cabin.id, code: 'FORMULA-1', ...dangerous });
    const csv = (await exportFile('section=air_springs&format=csv&search=FORMULA-1')).rawPayload;
    // A spreadsheet's own CSV reader (exceljs, through fast-csv), with what every spreadsheet does on opening a
    // CSV: a cell, or any line of it, beginning with = + - @ tab or CR is read as a formula.
    const formulaStart = /(^|[\n\r])[=+\-@\t\r]/;
    const workbook = new ExcelJS.Workbook();
    const sheet = await workbook.csv.read(Readable.from([csv.subarray(3)]), {
      map: (datum: string) => (formulaStart.test(datum) ? { formula: datum.slice(1) } : datum),
    });
    const cells: ExcelJS.CellValue[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.value)));
    expect(cells).toContain(`'${dangerous.name_en}`);
    expect(cells.filter((value) => typeof value === 'object' && value !== null && 'formula' in value)).toEqual([]);

    // XLSX: every cell a string cell formatted as text, none a formula.
    const xlsx = (await exportFile('section=air_springs&format=xlsx&search=FORMULA-1')).rawPayload;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx as unknown as ArrayBuffer);
    const types = new Set<ExcelJS.ValueType>();
    book.worksheets[0]!.getRow(2).eachCell((cell) => {
      types.add(cell.type);
      expect({ value: cell.value, numFmt: cell.numFmt }).toEqual({ value: expect.any(String), numFmt: '@' });
    });
    expect([...types]).toEqual([ExcelJS.ValueType.String]);
    expect(book.worksheets[0]!.getRow(2).values).toEqual(expect.arrayContaining(Object.values(dangerous)));

    // Read back, each file is what is stored: nothing changes.
    for (const [file, name] of [
      [csv, 'products.csv'],
      [xlsx, 'products.xlsx'],
    ] as const) {
      const dry = await importFile(file, true, name);
      expect({ name, counts: dry.body.data.counts, listed: dry.body.data.listed }).toEqual({
        name,
        counts: { new: 0, changed: 0, unchanged: 1, refused: 0 },
        listed: 0,
      });
    }
  });

  test('the publishing window travels in the file, in the site’s time: a file plans one product and ends another; a wrong date is refused', async () => {
    const { fields, rows } = csvOf((await exportFile('section=air_springs&format=csv')).rawPayload);
    expect(fields).toEqual(expect.arrayContaining(['publish_at', 'unpublish_at']));
    const byCode = (code: string) => rows.find((r) => r.code === code)!;
    const planned = byCode('IMP-004');
    const ended = byCode('IMP-005');
    expect([planned.publish_at, ended.unpublish_at]).toEqual(['', '']);
    // As a spreadsheet writes it (a space, no T), in the site's zone (Europe/Istanbul: UTC+3).
    planned.publish_at = '2099-01-01 09:00';
    ended.unpublish_at = '2001-01-01T00:00';
    const wrong: Record<string, string>[] = [
      { code: 'IMP-DATE-1', category: cabin.seo_name, name_en: 'Dated', name_tr: 'Tarihli', publish_at: 'yarın sabah' },
      {
        code: 'IMP-DATE-2',
        category: cabin.seo_name,
        name_en: 'Dated 2',
        name_tr: 'Tarihli 2',
        publish_at: '2099-02-01T00:00',
        unpublish_at: '2099-01-01T00:00',
      },
    ];
    const refused = await importFile(csvFile(fields, [...rows, ...wrong]), true);
    expect(refused.body.data.counts).toMatchObject({ changed: 2, refused: 2 });
    expect(refused.body.data.rows.filter((r) => r.status === 'refused').map((r) => [r.code, r.errors])).toEqual([
      ['IMP-DATE-1', [{ field: 'publish_at', message: 'Geçerli bir tarih ve saat giriniz' }]],
      ['IMP-DATE-2', [{ field: 'unpublish_at', message: 'Yayından kaldırma tarihi, yayın tarihinden sonra olmalı' }]],
    ]);

    const applied = await importFile(csvFile(fields, rows), false);
    expect(applied.statusCode).toBe(200);
    expect(applied.body.data.rows.find((r) => r.code === 'IMP-004')!.changes).toEqual([
      { field: 'publish_at', old: '', new: '2099-01-01T09:00' },
    ]);
    const stored = await t.app.db
      .selectFrom('products')
      .select(['code', 'publish_at', 'unpublish_at'])
      .where('code', 'in', ['IMP-004', 'IMP-005'])
      .orderBy('code')
      .execute();
    expect(stored).toEqual([
      { code: 'IMP-004', publish_at: '2099-01-01T06:00:00.000Z', unpublish_at: null },
      { code: 'IMP-005', publish_at: null, unpublish_at: '2000-12-31T22:00:00.000Z' },
    ]);
    // Visitors see neither: one is planned, the other's time is over.
    for (const row of [planned, ended]) {
      expect((await t.app.inject({ url: `/api/pages/product/${row.seo_name}?lang=en` })).statusCode).toBe(404);
    }
    // The next export writes the window as the file gave it; blank cells clear it again.
    const again = csvOf((await exportFile('section=air_springs&format=csv')).rawPayload).rows;
    expect(again.find((r) => r.code === 'IMP-004')!.publish_at).toBe('2099-01-01T09:00');
    planned.publish_at = '';
    ended.unpublish_at = '';
    expect((await importFile(csvFile(fields, rows), false)).body.data.counts).toMatchObject({ changed: 2, refused: 0 });
    expect((await t.app.inject({ url: `/api/pages/product/${planned.seo_name}?lang=en` })).statusCode).toBe(200);
  });

  test('the CSV escape: no line of an escaped cell starts a formula, and undoing it gives the cell back', () => {
    const formulaStart = /(^|[\n\r])[=+\-@\t\r]/;
    const cell = fc.array(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', "'", 'a', 'ş', ' ', '"', ','), { maxLength: 12 });
    fc.assert(
      fc.property(
        cell.map((chars) => chars.join('')),
        (text) => {
          const escaped = escapeFormulae(text);
          expect({ text, escaped, formula: formulaStart.test(escaped) }).toEqual({ text, escaped, formula: false });
          expect(unescapeFormulae(escaped)).toBe(text);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
