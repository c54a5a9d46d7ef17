import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { StoredVariant } from '../src/lib/images';
import { buildTestApp, describeEngines, type TestApp } from './helpers';

describeEngines('demo seed (%s)', (engine) => {
  let t: TestApp;

  // How long the seed takes is a figure for a benchmark, not a test: a busy machine is slower.
  beforeAll(async () => {
    t = await buildTestApp({ engine, demo: true });
  }, 60_000);
  afterAll(() => t.close());

  const count = async (table: 'products' | 'categories' | 'sub_categories' | 'media_items' | 'files' | 'product_translations') =>
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  test('two sections of four categories, each with two or three sub-categories, and 56 products', async () => {
    const bearer = await t.login();
    const stats = (await t.app.inject({ url: '/api/admin/dashboard', headers: { authorization: `Bearer ${bearer}` } })).json()
      .data;
    expect(stats.products).toEqual({ air_springs: 38, spare_parts: 18 });
    expect(stats.categories).toBe(8);

    const subsPerCategory = await t.app.db
      .selectFrom('sub_categories')
      .select(['category_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('category_id')
      .execute();
    expect(subsPerCategory).toHaveLength(8);
    for (const row of subsPerCategory) expect([2, 3]).toContain(Number(row.n));

    // The truck category holds more than a page of products, so its list pages as a real catalogue's does.
    const truck = (await t.app.inject({ url: '/api/pages/products/truck-air-springs?page=2' })).json().data.products;
    expect(truck).toMatchObject({ current_page: 2, last_page: 2, per_page: 12, total: 22 });
    expect(truck.data).toHaveLength(10);
  });

  test('every product has names in both languages, OEM numbers, vehicle types, specs and an image', async () => {
    const products = await t.app.db.selectFrom('products').select(['id', 'code', 'token', 'seo_name', 'code_folded']).execute();
    expect(products.length).toBeGreaterThanOrEqual(40);
    const byProduct = async (
      table: 'product_translations' | 'product_oem_numbers' | 'product_transporter_types' | 'product_specs' | 'product_files',
    ) => {
      const rows = await t.app.db.selectFrom(table).select('product_id').execute();
      return new Set(rows.map((r) => r.product_id));
    };
    for (const table of [
      'product_translations',
      'product_oem_numbers',
      'product_transporter_types',
      'product_specs',
      'product_files',
    ] as const) {
      const covered = await byProduct(table);
      expect([table, products.filter((p) => !covered.has(p.id)).map((p) => p.code)]).toEqual([table, []]);
    }
    expect(new Set(products.map((p) => p.token)).size).toBe(products.length);
    expect(products.find((p) => p.code === 'VT 4881 NP01')).toMatchObject({
      seo_name: 'vt-4881-np01',
      code_folded: 'vt4881np01',
    });

    const oem = await t.app.db.selectFrom('product_oem_numbers').select(['manufacturer', 'number', 'number_folded']).execute();
    expect(oem).toContainEqual({ manufacturer: 'Firestone', number: 'W01-358-9082', number_folded: 'w013589082' });
    expect(oem).toContainEqual({ manufacturer: 'Mercedes-Benz', number: 'A 628 328 01 01', number_folded: 'a6283280101' });

    const names = await t.app.db.selectFrom('product_translations').select(['lang', 'name']).where('lang', '=', 'tr').execute();
    expect(names).toHaveLength(products.length);
  });

  test('showcase products have 3–6 pictures and a technical drawing; every product a PDF datasheet; albums several photos', async () => {
    const rows = await t.app.db
      .selectFrom('product_files')
      .innerJoin('products', 'products.id', 'product_files.product_id')
      .select(['products.code', 'product_files.gallery_type'])
      .execute();
    const of = (code: string, type: string) => rows.filter((r) => r.code === code && r.gallery_type === type).length;
    expect(of('VT 4881 NP01', 'image')).toBeGreaterThanOrEqual(3);
    expect(of('VT 4881 NP01', 'image')).toBeLessThanOrEqual(6);
    expect(of('VT 4881 NP01', 'technical_drawing')).toBe(1);
    const codes = new Set(rows.map((r) => r.code));
    for (const code of codes) expect([code, of(code, 'document')]).toEqual([code, 1]);
    const showcase = [...codes].filter((code) => of(code, 'image') >= 3);
    expect(showcase.length).toBeGreaterThanOrEqual(8);

    const albums = await t.app.db
      .selectFrom('media_item_files')
      .select(['media_item_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('media_item_id')
      .execute();
    expect(albums.length).toBeGreaterThanOrEqual(3);
    for (const album of albums) expect(Number(album.n)).toBeGreaterThanOrEqual(4);
  });

  test('every image is on disk as WebP variants at the recorded widths, never enlarged', async () => {
    const files = await t.app.db
      .selectFrom('files')
      .select(['path', 'width', 'height', 'variants'])
      .where('kind', '=', 'image')
      .execute();
    expect(files.length).toBeGreaterThanOrEqual(56 + 8);
    for (const file of files) {
      const variants = JSON.parse(file.variants!) as StoredVariant[];
      const widths = variants.map((v) => v.width);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
      expect(widths.every((w) => [320, 800, 1600].includes(w) || w === file.width)).toBe(true);
      expect(Math.max(...widths)).toBeLessThanOrEqual(file.width!);
      for (const variant of variants) {
        const onDisk = path.join(t.config.uploadsDir, variant.path);
        expect(existsSync(onDisk)).toBe(true);
        const head = readFileSync(onDisk).subarray(0, 12).toString('latin1');
        expect(head.startsWith('RIFF') && head.endsWith('WEBP')).toBe(true);
      }
    }
    // Spot-check real pixel sizes of one product picture.
    const product = files.find((f) => f.path.includes('product-vt-4881-np01'))!;
    const variants = JSON.parse(product.variants!) as StoredVariant[];
    expect(variants.map((v) => v.width)).toEqual([320, 800]);
    for (const v of variants) {
      const meta = await sharp(path.join(t.config.uploadsDir, v.path)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', v.width, Math.round((v.width * 600) / 800)]);
    }
    // And they are served.
    const served = await t.app.inject({ url: `/uploads/${variants[0]!.path}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  test('media, contracts and page meta as the front-end expects them', async () => {
    const media = await t.app.db.selectFrom('media_items').select(['kind']).execute();
    for (const kind of ['news', 'videos', 'photos', 'blog'])
      expect(media.filter((m) => m.kind === kind).length).toBeGreaterThanOrEqual(3);
    const nullTitles = await t.app.db
      .selectFrom('page_meta_translations')
      .select('page_meta_id')
      .where('title', 'is', null)
      .execute();
    expect(nullTitles.length).toBeGreaterThan(0);
  });

  test('a restart on the same data seeds nothing twice', async () => {
    const before = await Promise.all([count('products'), count('categories'), count('media_items'), count('files')]);
    await t.close(true);
    t = await buildTestApp({
      engine,
      demo: true,
      dataDir: t.dataDir,
      databaseUrl: t.databaseUrl ?? undefined,
      distRoot: t.distRoot,
    });
    const after = await Promise.all([count('products'), count('categories'), count('media_items'), count('files')]);
    expect(after.map(Number)).toEqual(before.map(Number));
    const languages = await t.app.db.selectFrom('languages').select('abbr').execute();
    expect(languages).toHaveLength(2);
  });
});

describeEngines('first admin (%s)', (engine) => {
  test('without ADMIN_PASSWORD a strong password is generated and printed once with the e-mail', async () => {
    const printed: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    let t: TestApp | undefined;
    try {
      t = await buildTestApp({ engine, generatedAdminPassword: true, print: 'stdout' });
      const output = printed.join('');
      expect(output).toContain('E-mail:   admin@vitrin.test');
      const password = /Password: (\S+)/.exec(output)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(await t.login('admin@vitrin.test', password)).toEqual(expect.any(String));

      // The hash is stored, never the password.
      const user = await t.app.db.selectFrom('users').select(['password_hash', 'role_group']).executeTakeFirstOrThrow();
      // argon2id at OWASP's first recommended setting (docs/security.md, "Sign-in and sessions").
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(user.role_group).toBe('Süper Yönetici');

      printed.length = 0;
      await t.close(true);
      t = await buildTestApp({
        engine,
        generatedAdminPassword: true,
        print: 'stdout',
        dataDir: t.dataDir,
        databaseUrl: t.databaseUrl ?? undefined,
        distRoot: t.distRoot,
      });
      expect(printed.join('')).not.toContain('Password:');
      expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    } finally {
      write.mockRestore();
      await t?.close();
    }
  });
});

describeEngines('static texts of a newer release (%s)', (engine) => {
  test('a restart adds the texts the release ships that a stored pack lacks, and keeps what staff wrote', async () => {
    let t = await buildTestApp({ engine });
    try {
      // A pack from an older release (no catalogue.search_in) whose search button staff renamed.
      const row = await t.app.db
        .selectFrom('languages')
        .select(['id', 'page_lang'])
        .where('abbr', '=', 'tr')
        .executeTakeFirstOrThrow();
      const pack = JSON.parse(row.page_lang) as { catalogue: Record<string, string>; search: Record<string, string> };
      delete pack.catalogue.search_in;
      pack.search.button = 'Bul';
      await t.app.db
        .updateTable('languages')
        .set({ page_lang: JSON.stringify(pack) })
        .where('id', '=', row.id)
        .execute();

      await t.close(true);
      t = await buildTestApp({ engine, dataDir: t.dataDir, databaseUrl: t.databaseUrl ?? undefined, distRoot: t.distRoot });
      const texts = (await t.app.inject({ url: '/api/pages/static-languages?lang=tr' })).json().data.page_lang;
      expect(texts.catalogue.search_in).toBe('Şurada ara');
      expect(texts.search.button).toBe('Bul');
    } finally {
      await t.close();
    }
  });
});
