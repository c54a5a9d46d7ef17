import { buildLoggedInApp, describeEngines, type TestApp } from './helpers';
import { client, createCategory, createProduct, createSubCategory, type Client } from './catalogue-fixtures';

describeEngines('public catalogue: lists, detail, search, offer (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let api: Client;
  let springs: { id: number; seo_name: string };
  let front: { id: number };
  let firestone: { id: number; token: string; seo_name: string };

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    api = client(t, t.bearer);
    springs = await createCategory(api, 'air_springs', 'Bus Air Springs', 'Otobüs Körükleri');
    front = await createSubCategory(api, springs.id, 'Front axle', 'Ön aks');
    const cabins = await createCategory(api, 'spare_parts', 'Cabin Parts', 'Kabin Parçaları');
    firestone = await createProduct(api, {
      category_id: springs.id,
      sub_category_id: front.id,
      code: 'VT 4881 NP01',
      name_en: 'Convoluted air spring',
      name_tr: 'Çift katlı körük',
      transporter_types: ['bus', 'bus2'],
      oem_numbers: [
        { manufacturer: 'Firestone', number: 'W01-358-9082' },
        { manufacturer: 'MAN', number: '81.43601.6017' },
      ],
      specs: [{ value: '390', unit: 'mm', label_en: 'Maximum height', label_tr: 'Maksimum yükseklik' }],
      description_en: '<p>Strong <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    await createProduct(api, {
      category_id: springs.id,
      code: 'VT-9082-TRUCK',
      name_en: 'Rolling lobe for W01-358-9082 trucks',
      name_tr: 'Kamyon ŞASİ körüğü',
      transporter_types: ['truck'],
      oem_numbers: [{ manufacturer: 'Contitech', number: '4881 N' }],
    });
    await createProduct(api, { category_id: springs.id, code: 'VT-HIDDEN', name_en: 'Hidden spring', is_active: false });
    await createProduct(api, {
      section: 'spare_parts',
      category_id: cabins.id,
      code: 'CB-100',
      name_en: 'Cab shock absorber',
      name_tr: 'Kabin amortisörü',
      transporter_types: ['kabin'],
    });
  }, 60_000);
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    return { statusCode: res.statusCode, body: res.json() };
  };
  const codes = (body: { data: { data: { code: string }[] } }) => body.data.data.map((p) => p.code);

  test('products/{slug}: the category and a page of its active products, heaviest queue first', async () => {
    const { statusCode, body } = await get(`/api/pages/products/${springs.seo_name}`);
    expect(statusCode).toBe(200);
    expect(body.data.category).toMatchObject({
      seo_name: springs.seo_name,
      name_en: 'Bus Air Springs',
      name_tr: 'Otobüs Körükleri',
    });
    expect(body.data.products).toMatchObject({ current_page: 1, last_page: 1, per_page: 12, total: 2 });
    expect(body.data.products.data.map((p: { code: string }) => p.code)).toEqual(['VT-9082-TRUCK', 'VT 4881 NP01']);
    expect(body.data.products.data[1]).toMatchObject({
      token: firestone.token,
      name_en: 'Convoluted air spring',
      name_tr: 'Çift katlı körük',
      transporter_types: expect.arrayContaining(['bus', 'bus2']),
    });
  });

  test('products/{slug} filters by sub-category and vehicle type; unknown category → 404', async () => {
    const bySub = await get(`/api/pages/products/${springs.seo_name}?sub_category=${front.id}`);
    expect(bySub.body.data.products.data.map((p: { code: string }) => p.code)).toEqual(['VT 4881 NP01']);
    const byType = await get(`/api/pages/products/${springs.seo_name}?transporter_types=truck`);
    expect(byType.body.data.products.data.map((p: { code: string }) => p.code)).toEqual(['VT-9082-TRUCK']);
    expect((await get('/api/pages/products/no-such-category')).statusCode).toBe(404);
    expect((await get(`/api/pages/products/${springs.seo_name}?transporter_types=boat`)).statusCode).toBe(422);
  });

  test('products/{sub-category seo_name}: a list of its own, titled with its name and in the sitemap; its name is its own', async () => {
    const sub = (await get(`/api/pages/products/${springs.seo_name}`)).body.data.category.sub_categories[0] as {
      seo_name: string;
    };
    const own = await get(`/api/pages/products/${sub.seo_name}`);
    expect(own.statusCode).toBe(200);
    expect(own.body.data.category.seo_name).toBe(springs.seo_name);
    expect(own.body.data.sub_category).toMatchObject({ id: front.id, name_en: 'Front axle', name_tr: 'Ön aks' });
    expect(own.body.data.products.data.map((p: { code: string }) => p.code)).toEqual(['VT 4881 NP01']);
    expect((await get(`/api/pages/products/${springs.seo_name}`)).body.data.sub_category).toBeNull();

    const page = await t.app.inject({ url: `/products/${sub.seo_name}?lang=tr` });
    expect(page.body).toContain('<title>Ön aks</title>');
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/products/${sub.seo_name}</loc>`);
    expect(sitemap.body).toContain(`/products/${sub.seo_name}?lang=tr</loc>`);

    // One name, one list: a category may not take a sub-category's seo_name.
    const clash = await api.post('/api/admin/categories', {
      form_data: JSON.stringify({ section: 'air_springs', name_en: 'Front axle', name_tr: 'Ön aks', seo_name: sub.seo_name }),
    });
    expect(clash.statusCode).toBe(422);
  });

  test('product/{seo_name}: the detail with OEM numbers, specs and sanitized description; passive → 404', async () => {
    const { statusCode, body } = await get(`/api/pages/product/${firestone.seo_name}`);
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      code: 'VT 4881 NP01',
      category: { seo_name: springs.seo_name, name_en: 'Bus Air Springs' },
      sub_category: { id: front.id, name_en: 'Front axle', name_tr: 'Ön aks' },
      oem_numbers: [
        { manufacturer: 'Firestone', number: 'W01-358-9082' },
        { manufacturer: 'MAN', number: '81.43601.6017' },
      ],
      specs: [{ value: '390', unit: 'mm', label_en: 'Maximum height', label_tr: 'Maksimum yükseklik' }],
    });
    expect(body.data.description_en).toContain('Strong');
    expect(body.data.description_en).not.toMatch(/script|javascript:/);
    // A product outside any sub-category leads up from its category.
    expect((await get('/api/pages/product/vt-9082-truck')).body.data.sub_category).toBeNull();
    expect((await get('/api/pages/product/vt-hidden')).statusCode).toBe(404);
  });

  test('search: a code written with other separators finds it, exact OEM hits first', async () => {
    expect(codes((await get('/api/pages/search-products?search=W01%20358%209082')).body)).toEqual([
      'VT 4881 NP01',
      'VT-9082-TRUCK',
    ]);
    expect(codes((await get('/api/pages/search-products?search=w01.358/9082')).body)[0]).toBe('VT 4881 NP01');
    expect(codes((await get('/api/pages/search-products?search=8143601%206017')).body)).toEqual(['VT 4881 NP01']);
    expect(codes((await get('/api/pages/search-products?search=vt4881np01')).body)).toEqual(['VT 4881 NP01']);
  });

  test('search: names in every language with Turkish letters folded; passive products never appear', async () => {
    expect(codes((await get(`/api/pages/search-products?search=${encodeURIComponent('ÇİFT KATLI')}`)).body)).toEqual([
      'VT 4881 NP01',
    ]);
    expect(codes((await get('/api/pages/search-products?search=sasi')).body)).toEqual(['VT-9082-TRUCK']);
    expect(codes((await get(`/api/pages/search-products?search=${encodeURIComponent('şasİ')}`)).body)).toEqual(['VT-9082-TRUCK']);
    expect(codes((await get('/api/pages/search-products?search=hidden')).body)).toEqual([]);
    expect(codes((await get('/api/pages/search-products?search=%25')).body)).toEqual([]);
  });

  test('search: transporter_types narrows, alone or with text; an empty query finds nothing', async () => {
    expect(codes((await get('/api/pages/search-products?search=9082&transporter_types=bus')).body)).toEqual(['VT 4881 NP01']);
    expect(codes((await get('/api/pages/search-products?search=&transporter_types=kabin')).body)).toEqual(['CB-100']);
    const empty = await get('/api/pages/search-products?search=');
    expect(empty.body.data).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 24, total: 0 });
    expect((await get('/api/pages/search-products?search=x&transporter_types=plane')).statusCode).toBe(422);
  });

  describe('POST /api/offer', () => {
    const offer = (payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/offer', headers: { ...t.headers(), ...extra }, payload });
    const valid = () => ({
      product: firestone.token,
      company_name: 'Anadolu Lojistik',
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '+90 555 000 00 00',
      quantity: 12,
      message: 'Please quote 12 pieces.',
    });

    test('stores a quote request for the product, once per Idempotency-Key', async () => {
      const first = await offer(valid(), { 'idempotency-key': 'offer-key-1' });
      expect(first.statusCode).toBe(201);
      const again = await offer(valid(), { 'idempotency-key': 'offer-key-1' });
      expect(again.json().data).toEqual(first.json().data);
      const rows = await t.app.db.selectFrom('offers').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        product_code: 'VT 4881 NP01',
        quantity: 12,
        company_name: 'Anadolu Lojistik',
        check: 0,
        section: 'mail',
      });
    });

    test('refuses missing fields, a bad e-mail, a zero quantity and an unknown product, storing nothing', async () => {
      const before = (await t.app.db.selectFrom('offers').select('id').execute()).length;
      const bad = await offer({ ...valid(), email: 'nope', quantity: 0, name: '' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toMatchObject({
        email: 'Value is not a valid email address',
        quantity: 'Value must be numeric',
        name: 'Value is required',
      });
      const unknown = await offer({ ...valid(), product: 'no-such-token' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toHaveProperty('product');
      expect(await t.app.db.selectFrom('offers').select('id').execute()).toHaveLength(before);
    });
  });
});
