import { buildLoggedInApp, describeEngines, type TestApp } from './helpers';
import { client, createCategory, createProduct, type Client } from './catalogue-fixtures';

/** The cross-reference pages' API, the search's offer of them, the measurement finder and their sitemap entries. */
describeEngines('cross-reference and measurement finder (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let api: Client;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    api = client(t, t.bearer);
    const springs = await createCategory(api, 'air_springs', 'Bus Air Springs', 'Otobüs Körükleri');
    const parts = await createCategory(api, 'spare_parts', 'Pistons', 'Pistonlar');
    const spring = (
      code: string,
      maxHeight: string,
      diameter: string,
      oem: { manufacturer: string; number: string }[],
      more = {},
    ) =>
      createProduct(api, {
        category_id: springs.id,
        code,
        name_en: `Air spring ${code}`,
        name_tr: `Körük ${code}`,
        transporter_types: ['bus'],
        oem_numbers: oem,
        specs: [
          { key: 'max_height', value: maxHeight },
          { key: 'min_height', value: '150' },
          { key: 'max_diameter', value: diameter },
          { value: 'M22', label_en: 'Port', label_tr: 'Bağlantı' },
        ],
        ...more,
      });
    await spring('VT 4881 NP01', '390', '300', [
      { manufacturer: 'Firestone', number: 'W01-358-9082' },
      { manufacturer: 'ContiTech', number: '4881 NP 01' },
    ]);
    await spring('VT 4881 NP02', '400', '310', [{ manufacturer: 'ContiTech', number: '4881 NP 02' }]);
    await spring('VT 4157 NP01', '330', '290', [{ manufacturer: 'Firestone', number: 'W01-358-9082' }]);
    await spring('VT HIDDEN', '390', '300', [{ manufacturer: 'Firestone', number: 'W01-999-0000' }], { is_active: false });
    await createProduct(api, {
      section: 'spare_parts',
      category_id: parts.id,
      code: 'VT PP 4881',
      name_en: 'Plastic piston',
      transporter_types: ['truck'],
      oem_numbers: [{ manufacturer: 'Contitech', number: '4881 P' }],
      specs: [{ key: 'max_height', value: '180' }],
    });
  }, 60_000);
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    return { statusCode: res.statusCode, body: res.json() };
  };

  test('an OEM number’s page: its active products with codes, pictures, OEM numbers and typed specs, however the number is typed', async () => {
    const { statusCode, body } = await get('/api/pages/cross-reference/firestone/w01-358-9082');
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      manufacturer: 'Firestone',
      number: 'W01-358-9082',
      path: '/cross-reference/firestone/w01-358-9082',
      section: 'air_springs',
    });
    expect(body.data.products.map((p: { code: string }) => p.code).sort()).toEqual(['VT 4157 NP01', 'VT 4881 NP01']);
    const card = body.data.products.find((p: { code: string }) => p.code === 'VT 4881 NP01');
    expect(card).toMatchObject({ name_en: 'Air spring VT 4881 NP01', token: expect.any(String), image: null });
    expect(card.oem_numbers.map((o: { number: string }) => o.number)).toEqual(['W01-358-9082', '4881 NP 01']);
    // Only the typed rows: the free "Port" row stays on the product page.
    expect(card.specs.map((s: { key: string; value: string }) => [s.key, s.value])).toEqual([
      ['max_height', '390'],
      ['min_height', '150'],
      ['max_diameter', '300'],
    ]);

    // Case and separators do not matter, in the manufacturer nor in the number.
    for (const url of [
      '/api/pages/cross-reference/FIRESTONE/W01%203589082',
      '/api/pages/cross-reference/Firestone/w01.358.9082',
      '/api/pages/cross-reference/contitech/4881-np-01',
    ]) {
      const again = await get(url);
      expect([url, again.statusCode]).toEqual([url, 200]);
    }
    expect((await get('/api/pages/cross-reference/contitech/4881-np-01')).body.data.products[0].code).toBe('VT 4881 NP01');
    // An inactive product's number, another manufacturer's number, an unknown number: 404.
    expect((await get('/api/pages/cross-reference/firestone/w01-999-0000')).statusCode).toBe(404);
    expect((await get('/api/pages/cross-reference/contitech/w01-358-9082')).statusCode).toBe(404);
    expect((await get('/api/pages/cross-reference/firestone/nope')).statusCode).toBe(404);
  });

  test('a manufacturer’s page lists its numbers with our codes; the index lists the manufacturers', async () => {
    const { statusCode, body } = await get('/api/pages/cross-reference/contitech');
    expect(statusCode).toBe(200);
    expect(body.data.manufacturer).toBe('ContiTech');
    expect(body.data.numbers).toEqual([
      { number: '4881 NP 01', path: '/cross-reference/contitech/4881-np-01', codes: ['VT 4881 NP01'] },
      { number: '4881 NP 02', path: '/cross-reference/contitech/4881-np-02', codes: ['VT 4881 NP02'] },
      { number: '4881 P', path: '/cross-reference/contitech/4881-p', codes: ['VT PP 4881'] },
    ]);
    expect((await get('/api/pages/cross-reference/nobody')).statusCode).toBe(404);
    const index = await get('/api/pages/cross-reference');
    expect(index.body.data.manufacturers).toEqual([
      { manufacturer: 'ContiTech', path: '/cross-reference/contitech', count: 3 },
      { manufacturer: 'Firestone', path: '/cross-reference/firestone', count: 1 },
    ]);
  });

  test('a search for exactly one OEM number offers its cross-reference page; a wider search does not', async () => {
    const one = await get('/api/pages/search-products?search=W01%20358%209082');
    expect(one.body.data.cross_reference).toEqual({
      manufacturer: 'Firestone',
      number: 'W01-358-9082',
      path: '/cross-reference/firestone/w01-358-9082',
    });
    expect((await get('/api/pages/search-products?search=4881')).body.data.cross_reference).toBeNull();
    expect((await get('/api/pages/search-products?search=W01-358-9082&search_type=name')).body.data.cross_reference).toBeNull();
  });

  test('the sitemap lists the index, each manufacturer and each number of an active product', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    for (const path of ['/cross-reference', '/cross-reference/firestone', '/cross-reference/firestone/w01-358-9082', '/finder'])
      expect([path, xml.includes(`${path}</loc>`)]).toEqual([path, true]);
    expect(xml).toContain('/cross-reference/firestone/w01-358-9082?lang=tr</loc>');
    expect(xml).not.toContain('w01-999-0000');
  });

  test('the finder: ranges of typed specs widened by the tolerance, closest first, with section, vehicle type and manufacturer', async () => {
    const codes = (body: { data: { results: { code: string }[] } }) => body.data.results.map((p) => p.code);
    // 380–400 mm, widened by 5 %: 361–420; the one nearest 390 first.
    const range = await get('/api/pages/finder?max_height_min=380&max_height_max=400');
    expect(range.statusCode).toBe(200);
    expect(codes(range.body)).toEqual(['VT 4881 NP01', 'VT 4881 NP02']);
    expect(range.body.data.results[0].deviation).toBe(0);
    expect(range.body.data.total).toBe(2);
    // One bound alone is open on the other side; the closest to it first. No tolerance: exactly the bound.
    expect(codes((await get('/api/pages/finder?max_height_min=400&tolerance=0')).body)).toEqual(['VT 4881 NP02']);
    expect(codes((await get('/api/pages/finder?max_height_max=390&section=air_springs&tolerance=0')).body)).toEqual([
      'VT 4881 NP01',
      'VT 4157 NP01',
    ]);
    // A wide range, then narrowed by a second measurement, a section and a manufacturer.
    expect(codes((await get('/api/pages/finder?max_height_min=100&max_height_max=500&tolerance=0')).body)).toHaveLength(4);
    expect(
      codes((await get('/api/pages/finder?max_height_min=100&max_height_max=500&max_diameter_max=295&tolerance=0')).body),
    ).toEqual(['VT 4157 NP01']);
    expect(codes((await get('/api/pages/finder?section=spare_parts')).body)).toEqual(['VT PP 4881']);
    expect(codes((await get('/api/pages/finder?manufacturer=FIRESTONE&max_height_max=330&tolerance=0')).body)).toEqual([
      'VT 4157 NP01',
    ]);
    expect(codes((await get('/api/pages/finder?transporter_types=truck')).body)).toEqual(['VT PP 4881']);
    // Nothing matches: the answer names the filter whose widening brings products back.
    const none = await get('/api/pages/finder?max_height_min=390&max_diameter_min=900&tolerance=0');
    expect(none.body.data).toMatchObject({ results: [], total: 0, widen: 'max_diameter' });
    const wrongSection = await get('/api/pages/finder?max_height_min=390&section=spare_parts&tolerance=0');
    expect(wrongSection.body.data.widen).toBe('section');
    // No filter: no results, but the manufacturers to choose from; unreadable values are left out, never refused.
    const empty = await get('/api/pages/finder?max_height_min=tall&section=boats&tolerance=7');
    expect(empty.statusCode).toBe(200);
    expect(empty.body.data).toMatchObject({ results: [], total: 0, widen: null });
    expect(empty.body.data.manufacturers).toEqual([
      { manufacturer: 'ContiTech', slug: 'contitech' },
      { manufacturer: 'Firestone', slug: 'firestone' },
    ]);
  });

  test('compare: up to four active products by seo_name, in the address’s order, as cards with typed specs', async () => {
    const cards = await get('/api/pages/compare?products=vt-4881-np02,vt-4881-np01,vt-hidden,nope,vt-4881-np02');
    expect(cards.statusCode).toBe(200);
    expect(cards.body.data.map((p: { code: string }) => p.code)).toEqual(['VT 4881 NP02', 'VT 4881 NP01']);
    expect(cards.body.data[0].specs.find((s: { key: string }) => s.key === 'max_height').value).toBe('400');
    const five = await get('/api/pages/compare?products=vt-4881-np01,vt-4881-np02,vt-4157-np01,vt-pp-4881,vt-4881-np01');
    expect(five.body.data).toHaveLength(4);
    expect((await get('/api/pages/compare')).body.data).toEqual([]);
  });
});
