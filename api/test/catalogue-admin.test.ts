import { SPEC_KEY_TABLE } from '@vitrin/shared-libs/registry/specKeys';
import { DUPLICATE_SPEC_KEY, NUMERIC, UNKNOWN_SPEC_KEY } from '@vitrin/shared-libs/validation/messages';
import { PRODUCT_TEXT_FIELDS, productTextField } from '@vitrin/shared-libs/registry/productFields';
import { hashPassword } from '../src/modules/auth/tokens';
import { createUser } from '../src/modules/users/repo';
import { buildLoggedInApp, describeEngines, type TestApp } from './helpers';
import { client, createCategory, createProduct, createSubCategory, png, type Client } from './catalogue-fixtures';

describeEngines('admin catalogue: categories and products (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let api: Client;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    api = client(t, t.bearer);
    const password_hash = await hashPassword('Operator-Pass-1');
    await createUser(t.app.db, { name: 'Onur Operatör', email: 'operator@vitrin.test', password_hash, role_group: 'Operatör' });
  }, 60_000);
  afterAll(() => t.close());

  test('every catalogue route refuses without a token (401) and for a role outside the catalogue group (403)', async () => {
    const operator = client(t, await t.login('operator@vitrin.test', 'Operator-Pass-1'));
    const anonymous = client(t, '');
    for (const [method, url] of [
      ['GET', '/api/admin/categories?section=air_springs'],
      ['PUT', '/api/admin/categories/queue'],
      ['GET', '/api/admin/products?section=air_springs'],
      ['DELETE', '/api/admin/products/1'],
      ['PUT', '/api/admin/products/files-queue/1'],
    ] as const) {
      const verb = method === 'GET' ? 'get' : method === 'PUT' ? 'put' : 'del';
      expect([method, url, (await anonymous[verb](url, {})).statusCode]).toEqual([method, url, 401]);
      expect([method, url, (await operator[verb](url, {})).statusCode]).toEqual([method, url, 403]);
    }
  });

  describe('categories', () => {
    test('create, read by section, update per language and seo fields, refuse bad form_data', async () => {
      const category = await createCategory(api, 'air_springs', 'Trailer Springs', 'Dorse Körükleri');
      expect(category.seo_name).toBe('trailer-springs');
      const list = await api.get('/api/admin/categories?section=air_springs');
      expect(list.body.data.map((c: { name_tr: string }) => c.name_tr)).toContain('Dorse Körükleri');

      const updated = await api.put(`/api/admin/categories/${category.id}`, {
        form_data: JSON.stringify({
          seo_name: 'trailer-air-springs',
          name_en: 'Trailer Air Springs',
          name_tr: 'Dorse Hava Körükleri',
          seo_title_en: 'Trailer air springs | Vitrin',
          seo_description_tr: 'Dorseler için körükler',
        }),
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.body).toMatchObject({
        message: 'Güncellendi',
        data: { seo_name: 'trailer-air-springs', name_tr: 'Dorse Hava Körükleri', seo_title_en: 'Trailer air springs | Vitrin' },
      });

      const missing = await api.put(`/api/admin/categories/${category.id}`, {
        form_data: JSON.stringify({ name_tr: 'Yalnız Türkçe' }),
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.body.errors).toEqual({ name_en: '* Bu Alan Zorunlu' });
      const broken = await api.put(`/api/admin/categories/${category.id}`, { form_data: '{not json' });
      expect(broken.statusCode).toBe(422);
      expect(broken.body.errors).toHaveProperty('form_data');
      expect((await api.get(`/api/admin/categories/${category.id}`)).body.data.name_en).toBe('Trailer Air Springs');
    });

    test('sub-categories: create, list by sub_category, update with the sub_category flag, delete', async () => {
      const category = await createCategory(api, 'spare_parts', 'Valves', 'Valfler');
      const sub = await createSubCategory(api, category.id, 'Level valves', 'Seviye valfleri');
      const listed = await api.get(`/api/admin/categories?section=spare_parts&sub_category=${category.id}`);
      expect(listed.body.data).toEqual([
        expect.objectContaining({ id: sub.id, name_en: 'Level valves', name_tr: 'Seviye valfleri' }),
      ]);
      const renamed = await api.put(`/api/admin/categories/${sub.id}`, {
        form_data: JSON.stringify({ sub_category: true, name_en: 'Levelling valves', name_tr: 'Seviye ayar valfleri' }),
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.body.data.sub_categories[0]).toMatchObject({ name_en: 'Levelling valves' });
      expect((await api.del(`/api/admin/categories/${sub.id}?sub_category=1`)).statusCode).toBe(200);
      expect((await api.get(`/api/admin/categories/${category.id}`)).body.data.sub_categories).toEqual([]);
    });

    test('queue: categories and sub-categories take the weights sent; a foreign id is refused and nothing changes', async () => {
      const a = await createCategory(api, 'spare_parts', 'Queue A', 'Sıra A');
      const b = await createCategory(api, 'spare_parts', 'Queue B', 'Sıra B');
      const ids = (await api.get('/api/admin/categories?section=spare_parts')).body.data.map(
        (c: { id: number }) => c.id,
      ) as number[];
      const reversed = [...ids].reverse();
      const saved = await api.put('/api/admin/categories/queue', {
        section: 'spare_parts',
        queue: JSON.stringify(reversed.map((id, i) => ({ id, queue: reversed.length - i }))),
      });
      expect(saved.body).toMatchObject({ success: true, message: 'Sıra Düzeni Değiştirildi.' });
      expect((await api.get('/api/admin/categories?section=spare_parts')).body.data.map((c: { id: number }) => c.id)).toEqual(
        reversed,
      );

      const air = await createCategory(api, 'air_springs', 'Other section', 'Diğer bölüm');
      const refused = await api.put('/api/admin/categories/queue', {
        section: 'spare_parts',
        queue: [
          { id: air.id, queue: 9 },
          { id: a.id, queue: 1 },
        ],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.body.message).toBe('Sıra Düzeni Değiştirilmedi!');
      expect((await api.get('/api/admin/categories?section=spare_parts')).body.data.map((c: { id: number }) => c.id)).toEqual(
        reversed,
      );

      const s1 = await createSubCategory(api, b.id, 'One', 'Bir');
      const s2 = await createSubCategory(api, b.id, 'Two', 'İki');
      await api.put('/api/admin/categories/queue', {
        section: 'spare_parts',
        sub_category: b.id,
        queue: [
          { id: s1.id, queue: 2 },
          { id: s2.id, queue: 1 },
        ],
      });
      expect((await api.get(`/api/admin/categories?sub_category=${b.id}`)).body.data.map((s: { id: number }) => s.id)).toEqual([
        s1.id,
        s2.id,
      ]);
    });

    test('delete: refused while products use the category, then removes it', async () => {
      const category = await createCategory(api, 'air_springs', 'To delete', 'Silinecek');
      const product = await createProduct(api, { category_id: category.id, code: 'DEL-1', name_en: 'Doomed' });
      const refused = await api.del(`/api/admin/categories/${category.id}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.body.message).toBe('Bu kategoride ürün var; önce ürünleri silin veya başka kategoriye taşıyın.');
      await api.del(`/api/admin/products/${product.id}`);
      const deleted = await api.del(`/api/admin/categories/${category.id}`);
      expect(deleted.body).toMatchObject({ success: true, message: 'Silindi' });
      expect((await api.get(`/api/admin/categories/${category.id}`)).statusCode).toBe(404);
    });
  });

  describe('products', () => {
    let category: { id: number };

    beforeAll(async () => {
      category = await createCategory(api, 'air_springs', 'Admin Springs', 'Yönetim Körükleri');
    });

    test('insert with every field, read back, update, and see the list paged, searched and filtered', async () => {
      const sub = await createSubCategory(api, category.id, 'Rear', 'Arka');
      const created = await createProduct(api, {
        category_id: category.id,
        sub_category_id: sub.id,
        code: 'ADM 100/A',
        name_en: 'Admin spring',
        name_tr: 'Yönetim körüğü',
        short_description_en: 'Short',
        description_tr: '<p onclick="x()">Açıklama</p>',
        seo_title_en: 'Admin spring | Vitrin',
        transporter_types: 'bus,truck',
        oem_numbers: JSON.stringify([{ manufacturer: 'Firestone', number: 'W01-000-0001' }]),
        specs: [{ value: '300', unit: 'mm', label_en: 'Height', label_tr: 'Yükseklik' }],
        is_active: '1',
      });
      expect(created.seo_name).toBe('adm-100-a');
      const read = await api.get(`/api/admin/products/${created.id}`);
      expect(read.body.data).toMatchObject({
        code: 'ADM 100/A',
        sub_category_id: sub.id,
        transporter_types: expect.arrayContaining(['bus', 'truck']),
        oem_numbers: [{ manufacturer: 'Firestone', number: 'W01-000-0001' }],
        specs: [{ value: '300', unit: 'mm', label_tr: 'Yükseklik' }],
        description_tr: '<p>Açıklama</p>',
        is_active: true,
      });

      const update = await api.put(`/api/admin/products/${created.id}`, {
        section: 'air_springs',
        category_id: category.id,
        code: 'ADM 100/B',
        name_en: 'Admin spring B',
        name_tr: 'Yönetim körüğü B',
        transporter_types: ['seat'],
        is_active: false,
      });
      expect(update.statusCode).toBe(200);
      expect(update.body.data).toMatchObject({
        code: 'ADM 100/B',
        transporter_types: ['seat'],
        oem_numbers: [],
        is_active: false,
        sub_category_id: null,
      });

      const page = await api.get(`/api/admin/products?section=air_springs&page=1&search=adm100b&category_id=${category.id}`);
      expect(page.body.data).toMatchObject({ current_page: 1, per_page: 20, total: 1 });
      expect(page.body.data.data[0]).toMatchObject({ code: 'ADM 100/B', is_active: false });
      expect((await api.get('/api/admin/products?section=spare_parts&search=adm100b')).body.data.total).toBe(0);
    });

    test('every translated field of the product-field registry is stored per language, read back and limited', async () => {
      const texts = Object.fromEntries(
        PRODUCT_TEXT_FIELDS.flatMap((field) => [
          [`${field}_en`, `<p>${field} en</p><script>x()</script>`],
          [`${field}_tr`, `${field} tr`],
        ]),
      );
      const created = await createProduct(api, { category_id: category.id, code: 'REG-1', name_en: 'Registry', ...texts });
      const read = (await api.get(`/api/admin/products/${created.id}`)).body.data;
      for (const field of PRODUCT_TEXT_FIELDS) {
        expect(read[`${field}_tr`]).toBe(`${field} tr`);
        // Rich text is stored without its unsafe parts; the other fields exactly as sent.
        const html = productTextField(field).input === 'richText';
        expect([field, read[`${field}_en`]]).toEqual([field, html ? `<p>${field} en</p>` : texts[`${field}_en`]]);
      }
      const tooLong = Object.fromEntries(
        PRODUCT_TEXT_FIELDS.map((field) => [`${field}_tr`, 'x'.repeat(productTextField(field).maxLength + 1)]),
      );
      const refused = await api.put(`/api/admin/products/${created.id}`, {
        section: 'air_springs',
        category_id: category.id,
        code: 'REG-1',
        name_en: 'Registry',
        ...tooLong,
      });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(PRODUCT_TEXT_FIELDS.map((field) => `${field}_tr`).sort());
      expect((await api.get(`/api/admin/products/${created.id}`)).body.data.name_tr).toBe('name tr');
    });

    test('a spec row names a property of the spec-key registry (its number kept for the finder) or stays a free row', async () => {
      const created = await createProduct(api, {
        category_id: category.id,
        code: 'SPK-1',
        name_en: 'Typed specs',
        specs: [
          // A keyed row's own unit and labels are not kept: the registry's are.
          { key: 'max_height', value: '412,5', unit: 'cm', label_en: 'ignored' },
          { key: 'bead_plate', value: 'M12 studs' },
          { value: '3', unit: 'pcs', label_en: 'Studs', label_tr: 'Saplama' },
        ],
      });
      const read = (await api.get(`/api/admin/products/${created.id}`)).body.data;
      expect(read.specs).toMatchObject([
        { key: 'max_height', value: '412,5', unit: SPEC_KEY_TABLE.max_height.unit, label_en: null },
        { key: 'bead_plate', value: 'M12 studs', unit: null },
        { key: null, value: '3', unit: 'pcs', label_en: 'Studs', label_tr: 'Saplama' },
      ]);
      const numbers = await t.app.db
        .selectFrom('product_specs')
        .select(['spec_key', 'value_number'])
        .where('product_id', '=', created.id)
        .orderBy('queue', 'desc')
        .execute();
      expect(numbers.map((r) => [r.spec_key, r.value_number === null ? null : Number(r.value_number)])).toEqual([
        ['max_height', 412.5],
        ['bead_plate', null],
        [null, null],
      ]);
      // The public page reads the same rows.
      const page = await t.app.inject({ method: 'GET', url: `/api/pages/product/${created.seo_name}` });
      expect(JSON.parse(page.body).data.specs[0]).toMatchObject({ key: 'max_height', value: '412,5' });

      const refused = await api.put(`/api/admin/products/${created.id}`, {
        section: 'air_springs',
        category_id: category.id,
        code: 'SPK-1',
        name_en: 'Typed specs',
        specs: [
          { key: 'max_height', value: 'about 400' },
          { key: 'no_such_property', value: '1' },
          { key: 'weight', value: '2' },
          { key: 'weight', value: '3' },
        ],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.body.errors).toEqual({
        'specs[0].value': NUMERIC,
        'specs[1].key': UNKNOWN_SPEC_KEY,
        'specs[3].key': DUPLICATE_SPEC_KEY,
      });
      expect((await api.get(`/api/admin/products/${created.id}`)).body.data.specs).toHaveLength(3);
    });

    test('refuses a product without code, name or category, a taken seo_name and a category of another section', async () => {
      const empty = await api.post('/api/admin/products', { section: 'air_springs' });
      expect(empty.statusCode).toBe(422);
      expect(empty.body.errors).toMatchObject({
        code: '* Bu Alan Zorunlu',
        name_en: '* Bu Alan Zorunlu',
        category_id: '* Bu Alan Zorunlu',
      });
      await createProduct(api, { category_id: category.id, code: 'TAKEN-1', name_en: 'Taken' });
      const taken = await api.post('/api/admin/products', {
        section: 'air_springs',
        category_id: category.id,
        code: 'Other',
        seo_name: 'taken-1',
        name_en: 'x',
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.body.errors).toHaveProperty('seo_name');
      const wrongSection = await api.post('/api/admin/products', {
        section: 'spare_parts',
        category_id: category.id,
        code: 'WS',
        name_en: 'x',
      });
      expect(wrongSection.body.errors).toHaveProperty('category_id');
      const badTypes = await api.post('/api/admin/products', {
        section: 'air_springs',
        category_id: category.id,
        code: 'BT',
        name_en: 'x',
        transporter_types: ['boat'],
      });
      expect(badTypes.statusCode).toBe(422);
    });

    test('queue re-orders a section; files: upload, alt text, files-queue, delete; deleting a product removes its files', async () => {
      const one = await createProduct(api, { category_id: category.id, code: 'Q-1', name_en: 'Q one' });
      const two = await createProduct(api, { category_id: category.id, code: 'Q-2', name_en: 'Q two' });
      const ids = (await api.get('/api/admin/products?section=air_springs')).body.data.data.map(
        (p: { id: number }) => p.id,
      ) as number[];
      const next = [one.id, ...ids.filter((id) => id !== one.id)];
      const queued = await api.put('/api/admin/products/queue', {
        section: 'air_springs',
        queue: next.map((id, i) => ({ id, queue: next.length - i })),
      });
      expect(queued.body.message).toBe('Sıra Düzeni Değiştirildi.');
      expect((await api.get('/api/admin/products?section=air_springs')).body.data.data[0].id).toBe(one.id);

      const uploads = [];
      for (const [i, color] of ['#ff0000', '#00ff00', '#0000ff'].entries()) {
        const res = await api.multipart(
          `/api/admin/products/${two.id}/files`,
          { gallery_type: 'image', alt_en: `View ${i + 1}`, alt_tr: `Görünüm ${i + 1}` },
          { file: { data: await png(color), filename: `view-${i}.png`, type: 'image/png' } },
        );
        expect([res.statusCode, res.body.errors]).toEqual([201, undefined]);
        expect(res.body.data).toMatchObject({
          gallery_type: 'image',
          alt_en: `View ${i + 1}`,
          url: expect.stringMatching(/^\/uploads\//),
        });
        uploads.push(res.body.data.id as number);
      }
      const reordered = [uploads[2]!, uploads[0]!, uploads[1]!];
      const filesQueue = await api.put(`/api/admin/products/files-queue/${two.id}`, {
        file_list: reordered.join(','),
        gallery_type: 'image',
      });
      expect(filesQueue.statusCode).toBe(200);
      expect(filesQueue.body.data.map((f: { id: number }) => f.id)).toEqual(reordered);
      const foreign = await api.put(`/api/admin/products/files-queue/${one.id}`, {
        file_list: reordered.join(','),
        gallery_type: 'image',
      });
      expect(foreign.statusCode).toBe(422);

      const alt = await api.put(`/api/admin/products/${two.id}/files/${uploads[0]}`, { alt_en: 'Side view', alt_tr: 'Yandan' });
      expect(alt.body.data).toMatchObject({ alt_en: 'Side view', alt_tr: 'Yandan' });
      const pdf = await api.multipart(
        `/api/admin/products/${two.id}/files`,
        { gallery_type: 'document' },
        { file: { data: await png('#000'), filename: 'fake.pdf', type: 'application/pdf' } },
      );
      expect(pdf.statusCode).toBe(422);

      expect((await api.del(`/api/admin/products/${two.id}/files/${uploads[1]}`)).statusCode).toBe(200);
      const fileCount = async () => (await t.app.db.selectFrom('files').select('id').execute()).length;
      expect(await fileCount()).toBe(2);
      const bulk = await api.del('/api/admin/products', { delete_list: JSON.stringify([two.id, one.id]) });
      expect(bulk.body).toMatchObject({ success: true, data: { deleted: 2 } });
      expect(await fileCount()).toBe(0);
      expect((await api.del(`/api/admin/products/${two.id}`)).statusCode).toBe(404);
    });
  });
});
