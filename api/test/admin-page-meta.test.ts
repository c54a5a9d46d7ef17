import type { PageMetaEntry } from '@vitrin/shared-libs/types/settings';
import { buildLoggedInApp, describeEngines, signInAs, type TestApp } from './helpers';
import { adminCall } from './settings-helpers';

describeEngines('admin page meta (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let asEditor: ReturnType<typeof adminCall>;
  let operator: string;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    asEditor = adminCall(t, await signInAs(t, 'Editör'));
    operator = await signInAs(t, 'Operatör');
  }, 60_000);
  afterAll(() => t.close());

  it('lists every public route name with a title and description per language', async () => {
    const entries = (await asEditor('GET', '/api/admin/page-meta')).json().data as PageMetaEntry[];
    const contact = entries.find((e) => e.key === 'contact');
    expect(contact).toMatchObject({ kind: 'route', section: null });
    expect(contact).toHaveProperty('title_en');
    expect(contact).toHaveProperty('description_tr');
    expect(entries.map((e) => e.key)).toEqual(expect.arrayContaining(['home', 'about_us', 'search_products', 'contract']));
  });

  it('saves a title that the public page and the public call then show', async () => {
    const saved = await asEditor('PUT', '/api/admin/page-meta', {
      key: 'contact',
      title_en: 'Contact the air spring makers',
      description_en: 'Phones & addresses',
      title_tr: 'İletişim',
      description_tr: '',
    });
    expect(saved.json()).toMatchObject({ success: true, message: 'Güncellendi' });
    const page = await t.app.inject({ url: '/contact' });
    expect(page.body).toContain('<title>Contact the air spring makers</title>');
    expect(page.body).toContain('<meta name="description" content="Phones &amp; addresses">');
    const map = (await t.app.inject({ url: '/api/pages/page-meta' })).json().data;
    expect(map.contact).toMatchObject({ title_tr: 'İletişim', description_tr: null });

    // Saving again updates in place.
    await asEditor('PUT', '/api/admin/page-meta', { key: 'contact', title_en: 'Contact us' });
    expect((await t.app.inject({ url: '/contact' })).body).toContain('<title>Contact us</title>');
  });

  it('refuses an unknown key, an overlong title and an Operatör', async () => {
    const unknown = await asEditor('PUT', '/api/admin/page-meta', { key: 'nope', title_en: 'X' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('key');
    const long = await asEditor('PUT', '/api/admin/page-meta', { key: 'home', title_en: 'x'.repeat(256) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty('title_en');
    const asOperator = await t.app.inject({ url: '/api/admin/page-meta', headers: t.headers(operator) });
    expect(asOperator.statusCode).toBe(403);
  });
});
