import type { SiteSettingsData } from '@vitrin/shared-libs/types/settings';
import { buildLoggedInApp, describeEngines, signInAs, type TestApp } from './helpers';
import { adminCall } from './settings-helpers';

const GA = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"></script>';

describeEngines('admin site settings (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let call: ReturnType<typeof adminCall>;
  let asEditor: ReturnType<typeof adminCall>;
  let operator: string;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    call = adminCall(t, t.bearer);
    asEditor = adminCall(t, await signInAs(t, 'Editör'));
    operator = await signInAs(t, 'Operatör');
  }, 60_000);
  afterAll(() => t.close());

  const read = async (c = call) => (await c('GET', '/api/admin/settings/site')).json().data as SiteSettingsData;

  it('stores the scripts as given and the keywords comma-joined; the public page carries both, the admin page neither', async () => {
    const saved = await call('PUT', '/api/admin/settings/site', {
      google_script: GA,
      yandex_script: '',
      fb_pixel_script: '',
      keywords: ' hava körüğü, air spring ,,Air Spring, OEM ',
    });
    expect(saved.json()).toMatchObject({ success: true, message: 'Güncellendi' });
    expect(await read()).toEqual({
      google_script: GA,
      yandex_script: '',
      fb_pixel_script: '',
      keywords: ['hava körüğü', 'air spring', 'OEM'],
      can_edit_scripts: true,
      time_zone: 'Europe/Istanbul',
    });
    const stored = await t.app.db.selectFrom('site_settings').select('value').where('key', '=', 'keywords').executeTakeFirst();
    expect(stored?.value).toBe('hava körüğü,air spring,OEM');

    const home = await t.app.inject({ url: '/' });
    // As saved, inert until the visitor consents (the consent banner gives each script the page's nonce).
    expect(home.body).toContain(`<template id="vitrin-analytics">${GA}</template>`);
    expect(home.body).toContain('<meta name="keywords" content="hava körüğü, air spring, OEM">');
    for (const url of ['/admin/settings/site', '/giris-yap']) {
      const page = await t.app.inject({ url });
      expect(page.body).not.toContain('googletagmanager');
      expect(page.body).not.toContain('name="keywords"');
    }
  });

  it('lets an Editör change the keywords but not the analytics scripts', async () => {
    const before = await read();
    expect((await read(asEditor)).can_edit_scripts).toBe(false);
    const refused = await asEditor('PUT', '/api/admin/settings/site', {
      ...before,
      google_script: '<script>alert(1)</script>',
      keywords: 'x',
    });
    expect(refused.statusCode).toBe(403);
    expect(await read()).toEqual(before);

    // The same scripts sent back unchanged (the form sends every field) are fine.
    const keywords = await asEditor('PUT', '/api/admin/settings/site', { ...before, keywords: ['körük', 'süspansiyon'] });
    expect(keywords.statusCode).toBe(200);
    expect((await read()).keywords).toEqual(['körük', 'süspansiyon']);
    expect((await read()).google_script).toBe(GA);
  });

  it('refuses an overlong keyword and an Operatör', async () => {
    const long = await call('PUT', '/api/admin/settings/site', { keywords: 'a'.repeat(61) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.keywords).toMatch(/60/);
    const asOperator = await t.app.inject({ url: '/api/admin/settings/site', headers: t.headers(operator) });
    expect(asOperator.statusCode).toBe(403);
  });
});
