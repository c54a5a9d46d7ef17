import { buildLoggedInApp, describeEngines, type TestApp } from './helpers';
import { client, createCategory, createProduct, createSubCategory, png, type Client } from './catalogue-fixtures';

// Builds a real app (argon2, migrations, sharp) on a machine shared with other jobs: allow for a slow start.
jest.setTimeout(60_000);

/** The trigram-indexed search (modules/products/search.ts) and the list cache, on both engines. */
describeEngines('product search edge cases and the list cache (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let api: Client;
  let category: { id: number };

  const codes = async (query: string) => {
    const res = await api.get(`/api/pages/search-products?${query}`);
    expect(res.statusCode).toBe(200);
    return (res.body.data.data as { code: string }[]).map((p) => p.code);
  };
  const search = (text: string, extra = '') => codes(`search=${encodeURIComponent(text)}${extra}`);

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    api = client(t, t.bearer);
    category = await createCategory(api, 'air_springs', 'Lift Axle Springs', 'Kaldırma Aksı Körükleri');
    // Created in this order, each goes to the top: the last one has the heaviest queue.
    await createProduct(api, {
      category_id: category.id,
      code: 'AB-12.34/56',
      name_en: 'Lift axle spring',
      name_tr: 'KALDIRMA AKSI İÇİN KÖRÜK',
      transporter_types: ['dorse'],
      oem_numbers: [{ manufacturer: 'SAF', number: 'x1' }],
    });
    await createProduct(api, { category_id: category.id, code: 'X1', name_en: 'Seat spring', name_tr: 'Koltuk körüğü' });
    await createProduct(api, {
      category_id: category.id,
      code: 'VT 100 Z',
      name_en: 'Adapter for vt100 and ab123456 springs',
      name_tr: 'Işıklı adaptör',
      transporter_types: ['bus'],
    });
  });
  afterAll(() => t.close());

  test('separators are ignored and case folded in codes and OEM numbers, wherever they are typed', async () => {
    for (const typed of ['ab 12 34 56', 'AB123456', 'ab-12-34-56', 'Ab.12/34.56', '12 34/5']) {
      expect(await search(typed)).toContain('AB-12.34/56');
    }
    // The exact code ranks first even though the adapter (which names it) is heavier in the order.
    expect(await search('ab 123456')).toEqual(['AB-12.34/56', 'VT 100 Z']);
  });

  test('Turkish letters fold both ways: İ, ı, I and i find the same names', async () => {
    for (const typed of ['kaldırma aksı', 'KALDIRMA AKSI', 'Kaldirma Aksi', 'için', 'İÇİN', 'ICIN', 'körük']) {
      expect(await search(typed)).toContain('AB-12.34/56');
    }
    expect(await search('ışıklı')).toEqual(['VT 100 Z']);
    expect(await search('IŞIKLI')).toEqual(['VT 100 Z']);
  });

  test('search_type: code looks in part and OEM numbers only, name in names only, all (default) in both', async () => {
    // "ab123456" is AB-12.34/56's code and stands in the adapter's name.
    expect(await search('ab123456', '&search_type=code')).toEqual(['AB-12.34/56']);
    expect(await search('ab123456', '&search_type=name')).toEqual(['VT 100 Z']);
    expect(await search('ab123456', '&search_type=all')).toEqual(['AB-12.34/56', 'VT 100 Z']);
    // An OEM number is a number; a word of a name is not.
    expect(await search('x1', '&search_type=code')).toEqual(['X1', 'AB-12.34/56']);
    expect(await search('x1', '&search_type=name')).toEqual([]);
    expect(await search('koltuk', '&search_type=code')).toEqual([]);
    expect(await search('koltuk', '&search_type=name')).toEqual(['X1']);
    const refused = await api.get('/api/pages/search-products?search=x1&search_type=everything');
    expect(refused.statusCode).toBe(422);
    expect(refused.body.success).toBe(false);
  });

  test('one- and two-character queries match only a code or OEM number equal to them', async () => {
    // "x1" is X1's code and the lift spring's OEM number: both exact; no name that merely contains x1.
    expect((await search('x1')).sort()).toEqual(['AB-12.34/56', 'X1']);
    expect(await search('X-1')).toEqual(expect.arrayContaining(['X1']));
    expect(await search('a')).toEqual([]);
    expect(await search('ab')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('|')).toEqual([]);
  });

  test('exact code hits first, then the heaviest queue; transporter_types narrows', async () => {
    // "vt100" is VT 100 Z's code and part of its own name; "100" is only a substring.
    expect(await search('vt100')).toEqual(['VT 100 Z']);
    expect(await search('x1', '&transporter_types=dorse')).toEqual(['AB-12.34/56']);
    expect(await search('körük', '&transporter_types=bus')).toEqual([]);
    expect(await codes('transporter_types=dorse,bus')).toEqual(['VT 100 Z', 'AB-12.34/56']);
  });

  test('the admin list searches the same way, with % and _ taken literally', async () => {
    const admin = async (text: string) =>
      (
        (await api.get(`/api/admin/products?section=air_springs&search=${encodeURIComponent(text)}`)).body.data.data as {
          code: string;
        }[]
      ).map((p) => p.code);
    expect(await admin('ab 12 34 56')).toEqual(['VT 100 Z', 'AB-12.34/56']);
    expect(await admin('İÇİN')).toEqual(['AB-12.34/56']);
    expect(await admin('k%k')).toEqual([]);
    expect(await admin('x_')).toEqual([]);
  });

  test('a cached list never outlives a write: rename, deactivate, reorder and delete show at once', async () => {
    expect(await search('zephyr')).toEqual([]);
    const product = await createProduct(api, { category_id: category.id, code: 'ZP-1', name_en: 'Plain spring' });
    expect(await search('zephyr')).toEqual([]);
    const saved = { section: 'air_springs', category_id: category.id, code: 'ZP-1', name_en: 'Zephyr spring' };
    expect((await api.put(`/api/admin/products/${product.id}`, saved)).statusCode).toBe(200);
    expect(await search('zephyr')).toEqual(['ZP-1']);
    expect((await search('spring')).at(0)).toBe('ZP-1');

    const list = await api.get('/api/admin/products?section=air_springs&per_page=500');
    const ids = (list.body.data.data as { id: number }[]).map((p) => p.id).reverse();
    await api.put('/api/admin/products/queue', {
      section: 'air_springs',
      queue: ids.map((id, i) => ({ id, queue: ids.length - i })),
    });
    expect((await search('spring')).at(-1)).toBe('ZP-1');
    // The admin list read before the reorder (so kept) answers in the new order, as the panel's order screen shows.
    const reordered = await api.get('/api/admin/products?section=air_springs&per_page=500');
    expect((reordered.body.data.data as { id: number }[]).map((p) => p.id)).toEqual(ids);

    await api.put(`/api/admin/products/${product.id}`, { ...saved, is_active: false });
    expect(await search('zephyr')).toEqual([]);
    expect((await api.get('/api/admin/products?section=air_springs&search=zephyr')).body.data.total).toBe(1);
    expect((await api.del(`/api/admin/products/${product.id}`)).statusCode).toBe(200);
    expect((await api.get('/api/admin/products?section=air_springs&search=zephyr')).body.data.total).toBe(0);
  });

  test('a kept answer follows the gallery: a new first image, a new order and a removed image show at once', async () => {
    const product = await createProduct(api, { category_id: category.id, code: 'GL-7', name_en: 'Gallery spring' });
    const imageOf = async () => {
      const res = await api.get('/api/pages/search-products?search=GL-7');
      const [hit] = res.body.data.data as { code: string; image: { url: string } | null }[];
      expect(hit?.code).toBe('GL-7');
      return hit!.image?.url ?? null;
    };
    const adminImageOf = async () => {
      const res = await api.get('/api/admin/products?section=air_springs&search=GL-7');
      return (res.body.data.data as { image: { url: string } | null }[])[0]?.image?.url ?? null;
    };
    // Asked twice, so the answers are kept before each write.
    expect([await imageOf(), await imageOf(), await adminImageOf(), await adminImageOf()]).toEqual([null, null, null, null]);

    const upload = async (color: string) => {
      const res = await api.multipart(
        `/api/admin/products/${product.id}/files`,
        { gallery_type: 'image' },
        { file: { data: await png(color), filename: `${color}.png`, type: 'image/png' } },
      );
      expect(res.statusCode).toBe(201);
      return res.body.data as { id: number; url: string };
    };
    const first = await upload('red');
    expect([await imageOf(), await adminImageOf()]).toEqual([first.url, first.url]);
    expect(await imageOf()).toBe(first.url);

    // A new file goes last; putting it first changes the summaries' image.
    const second = await upload('blue');
    expect(await imageOf()).toBe(first.url);
    const reordered = await api.put(`/api/admin/products/files-queue/${product.id}`, {
      gallery_type: 'image',
      file_list: `${second.id},${first.id}`,
    });
    expect(reordered.statusCode).toBe(200);
    expect([await imageOf(), await adminImageOf()]).toEqual([second.url, second.url]);

    expect((await api.del(`/api/admin/products/${product.id}/files/${second.id}`)).statusCode).toBe(200);
    expect([await imageOf(), await adminImageOf()]).toEqual([first.url, first.url]);
  });

  test('deleting a sub-category clears it from kept answers: its products stay, in the main category', async () => {
    const sub = await createSubCategory(api, category.id, 'Cabin springs', 'Kabin körükleri');
    await createProduct(api, { category_id: category.id, sub_category_id: sub.id, code: 'SC-3', name_en: 'Cabin spring' });
    const subOf = async () => {
      const res = await api.get('/api/pages/search-products?search=SC-3');
      return (res.body.data.data as { sub_category_id: number | null }[])[0]?.sub_category_id;
    };
    expect([await subOf(), await subOf()]).toEqual([sub.id, sub.id]);
    expect((await api.del(`/api/admin/categories/${sub.id}?sub_category=1`)).statusCode).toBe(200);
    expect(await subOf()).toBeNull();
  });
});
