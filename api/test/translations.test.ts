/**
 * Translation status (docs/architecture.md "Translation status"): which records lack which texts in each
 * language, counted per kind, listed per kind with the fields, and the lists' "Çevirisi eksik" filter.
 */
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { MissingTranslation, TranslationSummary } from '@vitrin/shared-libs/types/translations';
import { client, createCategory, createProduct, type Client } from './catalogue-fixtures';
import { buildLoggedInApp, describeEngines, signInAs, type TestApp } from './helpers';

describeEngines('translation status (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let api: Client;
  let categoryId: number;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    api = client(t, t.bearer);
    categoryId = (await createCategory(api, 'air_springs', 'Bus Air Springs', 'Otobüs Körükleri')).id;
  }, 60_000);
  afterAll(() => t.close());

  const summary = async (abbr: string) =>
    ((await api.get('/api/admin/translations')).body.data as TranslationSummary[]).find((s) => s.abbr === abbr)!;
  const report = async (abbr: string, kind: string) =>
    (await api.get(`/api/admin/translations/${abbr}?kind=${kind}&per_page=100`)).body.data as Paged<MissingTranslation>;

  it('lists a product lacking its Turkish texts, with the fields, and drops it once they are written', async () => {
    const product = await createProduct(api, {
      category_id: categoryId,
      code: 'VT-TR-1',
      name_en: 'Rolling lobe',
      short_description_en: 'For city buses',
      name_tr: '',
    });
    const before = await summary('tr');
    const found = (await report('tr', 'product')).data.find((item) => item.id === product.id);
    expect(found).toEqual({
      kind: 'product',
      id: product.id,
      title: 'Rolling lobe',
      fields: ['name', 'short_description'],
      context: { section: 'air_springs', media_kind: null, key: null, parent_id: null },
    });
    expect(before.fields.product).toBeGreaterThanOrEqual(2);

    // An empty paragraph from the rich-text editor is no text either; a field the default language lacks is not asked.
    const saveTurkish = (shortDescription: string) =>
      api.put(`/api/admin/products/${product.id}`, {
        section: 'air_springs',
        category_id: categoryId,
        code: 'VT-TR-1',
        name_en: 'Rolling lobe',
        short_description_en: 'For city buses',
        name_tr: 'Döner körük',
        short_description_tr: shortDescription,
      });
    const saved = await saveTurkish('<p></p>');
    expect(saved.statusCode).toBe(200);
    expect((await report('tr', 'product')).data.find((item) => item.id === product.id)?.fields).toEqual(['short_description']);

    await saveTurkish('Şehir otobüsleri için');
    expect((await report('tr', 'product')).data.some((item) => item.id === product.id)).toBe(false);
    const after = await summary('tr');
    expect(after.fields.product).toBe(before.fields.product - 2);
    expect(after.missing).toBe(before.missing - 2);
  });

  it('shows everything as missing for a language just added, static texts included', async () => {
    expect((await api.post('/api/admin/languages', { abbr: 'de' })).statusCode).toBe(200);
    const de = await summary('de');
    const en = ((await api.get('/api/admin/languages')).body.data as { abbr: string; total: number }[]).find(
      (l) => l.abbr === 'en',
    )!;
    expect(de).toMatchObject({ lang: 'Deutsch', is_active: false });
    expect(de.fields.static_texts).toBe(en.total);
    const products = (await api.get('/api/admin/products?section=air_springs&per_page=100')).body.data.total as number;
    expect(de.records.product).toBe(products);
    expect(de.records.category).toBeGreaterThanOrEqual(1);
    const categories = await report('de', 'category');
    expect(categories.data.find((item) => item.id === categoryId)).toMatchObject({
      title: 'Bus Air Springs',
      fields: ['name'],
      context: { section: 'air_springs' },
    });
    expect(de.missing).toBe(Object.values(de.fields).reduce((sum, n) => sum + n, 0));
  });

  it('filters the product list to the products lacking a language', async () => {
    const named = await createProduct(api, { category_id: categoryId, code: 'VT-TR-2', name_en: 'Sleeve', name_tr: 'Manşon' });
    const unnamed = await createProduct(api, { category_id: categoryId, code: 'VT-TR-3', name_en: 'Bellows' });
    const list = (await api.get('/api/admin/products?section=air_springs&missing_lang=tr&per_page=100')).body.data;
    const ids = (list.data as { id: number }[]).map((p) => p.id);
    expect(ids).toContain(unnamed.id);
    expect(ids).not.toContain(named.id);
    expect(list.total).toBe((await report('tr', 'product')).data.filter((item) => item.context.section === 'air_springs').length);
  });

  it('refuses the default language, an unknown one, a missing kind, and the roles outside the area', async () => {
    expect((await api.get('/api/admin/translations/en?kind=product')).statusCode).toBe(404);
    expect((await api.get('/api/admin/translations/xx?kind=product')).statusCode).toBe(404);
    expect((await api.get('/api/admin/translations/tr')).statusCode).toBe(422);
    const editor = client(t, await signInAs(t, 'Editör'));
    expect((await editor.get('/api/admin/translations')).statusCode).toBe(200);
    const operator = client(t, await signInAs(t, 'Operatör'));
    expect((await operator.get('/api/admin/translations')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/translations' })).statusCode).toBe(401);
  });
});
