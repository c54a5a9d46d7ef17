import type { Language, StaticLanguage } from '@vitrin/shared-libs/types/api';
import type { AdminLanguage, LanguageTexts } from '@vitrin/shared-libs/types/settings';
import { buildLoggedInApp, describeEngines, signInAs, type TestApp } from './helpers';
import { adminCall } from './settings-helpers';

describeEngines('admin languages (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let call: ReturnType<typeof adminCall>;
  let editor: string;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    call = adminCall(t, t.bearer);
    editor = await signInAs(t, 'Editör');
  }, 60_000);
  afterAll(() => t.close());

  const languages = async () => (await call('GET', '/api/admin/languages')).json().data as AdminLanguage[];

  it('creates a language with the default language keys and empty texts, then activates it for the public site', async () => {
    const created = await call('POST', '/api/admin/languages', { abbr: 'DE' });
    expect(created.json()).toMatchObject({ success: true, data: { abbr: 'de', lang: 'Deutsch', is_active: false } });
    const de = (await languages()).find((l) => l.abbr === 'de')!;
    const en = (await languages()).find((l) => l.abbr === 'en')!;
    expect(en).toMatchObject({ missing: 0 });
    expect(de.total).toBe(en.total);
    expect(de.missing).toBe(de.total);

    const texts = (await call('GET', '/api/admin/languages/de')).json().data as LanguageTexts;
    expect(texts.page_lang.navbar).toMatchObject({ home: '', contact: '' });

    // Inactive languages are not offered to visitors.
    const before = (await t.app.inject({ url: '/api/pages/all-languages' })).json().data as Language[];
    expect(before.map((l) => l.abbr)).not.toContain('de');
    expect((await call('PUT', '/api/admin/languages/active', { abbr: 'de' })).json().message).toBe('Değiştirildi');
    const after = (await t.app.inject({ url: '/api/pages/all-languages' })).json().data as Language[];
    expect(after.map((l) => l.abbr)).toContain('de');

    // Untranslated texts fall back to the default language's; translated ones win.
    const page_lang = { ...texts.page_lang, navbar: { ...(texts.page_lang.navbar as object), home: 'Startseite' } };
    const saved = await call('PUT', '/api/admin/languages/page-lang', {
      abbr: 'de',
      page_lang: JSON.stringify(page_lang),
    });
    expect(saved.json()).toMatchObject({ success: true, message: 'Güncellendi', data: { missing: de.total - 1 } });
    const statics = (await t.app.inject({ url: '/api/pages/change-language/de' })).json().data as StaticLanguage;
    expect(statics.page_lang.navbar).toMatchObject({ home: 'Startseite', contact: 'Contact' });

    // A per-language field of another module gains the new language without a migration.
    await call('PUT', '/api/admin/page-meta', { key: 'home', title_en: 'Home', title_de: 'Startseite' });
    const meta = (await t.app.inject({ url: '/api/pages/page-meta' })).json().data as Record<string, Record<string, unknown>>;
    expect(meta.home).toMatchObject({ title_en: 'Home', title_de: 'Startseite', title_tr: null });
  });

  it('refuses a duplicate, an unknown code, broken texts and anyone but Süper Yönetici', async () => {
    const duplicate = await call('POST', '/api/admin/languages', { abbr: 'en' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().message).toBe('Bu dil sistemde zaten var!');
    const unknown = await call('POST', '/api/admin/languages', { abbr: 'qq' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('abbr');
    const malformed = await call('POST', '/api/admin/languages', { abbr: 'd1' });
    expect(malformed.statusCode).toBe(422);

    const count = (await languages()).length;
    const broken = await call('PUT', '/api/admin/languages/page-lang', { abbr: 'en', page_lang: '{"navbar":' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors).toHaveProperty('page_lang');
    const wrongShape = await call('PUT', '/api/admin/languages/page-lang', { abbr: 'en', page_lang: { navbar: { home: 5 } } });
    expect(wrongShape.statusCode).toBe(422);
    const en = (await call('GET', '/api/admin/languages/en')).json().data as LanguageTexts;
    expect(en.page_lang.navbar).toMatchObject({ home: 'Home' });
    expect(await languages()).toHaveLength(count);

    const asEditor = await t.app.inject({
      method: 'POST',
      url: '/api/admin/languages',
      headers: t.headers(editor),
      payload: { abbr: 'fr' },
    });
    expect(asEditor.statusCode).toBe(403);
    // The list itself is readable by the roles that edit per-language content; the texts are not.
    expect((await t.app.inject({ url: '/api/admin/languages', headers: t.headers(editor) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/languages/en', headers: t.headers(editor) })).statusCode).toBe(403);
  });
});
