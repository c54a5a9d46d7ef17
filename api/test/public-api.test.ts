import type { Category, ContactInfoGroups, PageContent, PageLang, StaticLanguage } from '@vitrin/shared-libs/types/api';
import { PUBLIC_ROUTE_NAMES } from '../src/lib/page-keys';
import { buildTestApp, describeEngines, type TestApp } from './helpers';

/** Every static text the front-ends read (sections and keys), per the brief. */
const PAGE_LANG_KEYS: Record<string, string[]> = {
  navbar: [
    'home',
    'corporate',
    'about_us',
    'vision_mission',
    'global_brand',
    'sustainability',
    'our_policies',
    'career',
    'quality',
    'quality_policy',
    'certificates',
    'air_springs',
    'spare_parts',
    'media',
    'news',
    'videos',
    'photos',
    'blog',
    'catalogues',
    'contact',
    'search',
    'cart',
    'language',
  ],
  footer: [
    'corporate',
    'air_springs',
    'spare_parts',
    'media',
    'copyright',
    'phones',
    'emails',
    'address',
    'follow_us',
    'contracts',
  ],
  home: [
    'hero_cta',
    'featured_categories',
    'latest_news',
    'contact_us',
    'contact_lead',
    'contact_cta',
    'read_more',
    'phone_error',
  ],
  contact: [
    'title',
    'company_name',
    'name',
    'email',
    'telephone',
    'message',
    'send',
    'sending',
    'success_title',
    'success_text',
    'error_title',
    'error_text',
    'system_error_title',
  ],
  validation: ['required', 'email', 'max', 'min', 'numeric'],
  common: [
    'loading',
    'retry',
    'load_error',
    'not_found_title',
    'not_found_text',
    'back_home',
    'skip_to_content',
    'search_placeholder',
    'search_button',
    'cart_empty',
    'add_to_cart',
    'products',
    'view_products',
    'sub_categories',
  ],
  search: ['title', 'placeholder', 'button', 'transporter_types'],
  cart: ['title', 'quantity', 'remove', 'clear', 'updated', 'checkout'],
};

function section(pageLang: PageLang, name: string): Record<string, unknown> {
  return pageLang[name] as Record<string, unknown>;
}

describeEngines('public endpoints with demo content (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine, demo: true });
  }, 60_000);
  afterAll(() => t.close());

  const get = async <T>(url: string, lang?: string) => {
    const res = await t.app.inject({ url, headers: lang ? { cookie: `_lang=${lang}` } : {} });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; message: string; data: T };
    expect(body.success).toBe(true);
    return body.data;
  };

  test('all-languages lists the active languages, English the default', async () => {
    const languages =
      await get<{ abbr: string; lang: string; is_active: boolean; is_default: boolean }[]>('/api/pages/all-languages');
    expect(languages).toEqual([
      { id: expect.any(Number), abbr: 'en', lang: 'English', is_active: true, is_default: true },
      { id: expect.any(Number), abbr: 'tr', lang: 'Türkçe', is_active: true, is_default: false },
    ]);
  });

  test('static-languages: English by default, the _lang cookie’s language, and ?lang= over the cookie', async () => {
    const en = await get<StaticLanguage>('/api/pages/static-languages');
    expect(en.abbr).toBe('en');
    expect(section(en.page_lang, 'navbar').home).toBe('Home');
    expect(section(en.page_lang, 'validation')).toMatchObject({
      required: 'Value is required',
      email: 'Value is not a valid email address',
      max: 'The maximum length allowed is {{max}}',
      min: 'This field should be at least {{min}} characters long',
      numeric: 'Value must be numeric',
    });
    expect(section(en.page_lang, 'home').phone_error).toEqual(expect.any(String));

    const tr = await get<StaticLanguage>('/api/pages/static-languages', 'tr');
    expect(tr).toMatchObject({ abbr: 'tr', lang: 'Türkçe' });
    expect(section(tr.page_lang, 'navbar').home).toBe('Ana Sayfa');

    expect((await get<StaticLanguage>('/api/pages/static-languages?lang=en', 'tr')).abbr).toBe('en');
    expect((await get<StaticLanguage>('/api/pages/static-languages?lang=tr', 'en')).abbr).toBe('tr');
    expect((await get<StaticLanguage>('/api/pages/static-languages?lang=xx')).abbr).toBe('en');
  });

  test('both languages carry every section and key, with real text', async () => {
    for (const lang of ['en', 'tr']) {
      const { page_lang } = await get<StaticLanguage>(`/api/pages/static-languages?lang=${lang}`);
      for (const [name, keys] of Object.entries(PAGE_LANG_KEYS)) {
        const texts = section(page_lang, name);
        for (const key of keys) expect([lang, name, key, texts[key]]).toEqual([lang, name, key, expect.anything()]);
      }
      const types = section(page_lang, 'search').transporter_types as Record<string, string>;
      expect(Object.keys(types).sort()).toEqual(['bus', 'bus2', 'dorse', 'kabin', 'seat', 'truck']);
      expect(JSON.stringify(page_lang)).not.toMatch(/lorem|\bto-?do\b/i);
    }
  });

  test('change-language sets the _lang cookie for a year and returns that language', async () => {
    const res = await t.app.inject({ url: '/api/pages/change-language/tr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ abbr: 'tr', page_lang: expect.any(Object) });
    expect(res.cookies.find((c) => c.name === '_lang')).toMatchObject({ value: 'tr', path: '/', maxAge: 365 * 24 * 3600 });

    const unknown = await t.app.inject({ url: '/api/pages/change-language/xx' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Language not found', data: null });
  });

  test('content?page=home: texts in every language plus slider, featured categories, icons and latest news', async () => {
    const home = await get<PageContent>('/api/pages/content?page=home');
    expect(home.page).toBe('home');
    expect(home.title_en).toBe('Air suspension you can rely on');
    expect(home.title_tr).toBe('Güvenebileceğiniz havalı süspansiyon');
    expect(home.body_en).toMatch(/^<p>/);
    expect(home.slider).toHaveLength(3);
    for (const slide of home.slider!) {
      expect(slide.title_en && slide.title_tr).toBeTruthy();
      expect(slide.image?.variants.map((v) => v.width)).toEqual([320, 800, 1600]);
    }
    expect(home.featured_categories!.map((c) => c.seo_name)).toEqual([
      'bus-air-springs',
      'truck-air-springs',
      'trailer-air-springs',
      'pistons',
    ]);
    expect(home.featured_categories!.every((c) => c.image !== null)).toBe(true);
    expect(home.contact_form_social_icons).toHaveLength(3);
    for (const icon of home.contact_form_social_icons!) {
      expect(icon.file_img?.url).toMatch(/^\/uploads\//);
      expect(icon.title_en && icon.title_tr && icon.link_en).toBeTruthy();
    }
    const news = home.latest_news!;
    expect(news).toHaveLength(3);
    expect(news.every((n) => n.kind === 'news')).toBe(true);
    expect(news.map((n) => n.published_at)).toEqual([...news.map((n) => n.published_at)].sort().reverse());
    expect(news[0]!.seo_name).toBe('new-fatigue-test-hall');
  });

  test('content of an inner page, and 404 for an unknown page', async () => {
    const about = await get<PageContent>('/api/pages/content?page=about_us');
    expect(about).toMatchObject({ page: 'about_us', title_en: 'About Us', title_tr: 'Hakkımızda' });
    expect(about.body_tr).toContain('<h2>');
    expect(about.slider).toBeUndefined();

    const missing = await t.app.inject({ url: '/api/pages/content?page=no_such_page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Page not found', data: null });
  });

  test('categories: both sections, sub-categories, images, heaviest queue first', async () => {
    const all = await get<Category[]>('/api/pages/categories');
    expect(all).toHaveLength(8);
    expect(all.map((c) => c.queue)).toEqual([...all.map((c) => c.queue)].sort((a, b) => b - a));
    for (const c of all) {
      expect(c.name_en && c.name_tr && c.seo_title_en && c.seo_description_tr).toBeTruthy();
      expect(c.sub_categories.length).toBeGreaterThanOrEqual(2);
      expect(c.sub_categories.length).toBeLessThanOrEqual(3);
      for (const sub of c.sub_categories)
        expect(sub).toMatchObject({ category_id: c.id, name_en: expect.any(String), name_tr: expect.any(String) });
      expect(c.image?.variants.map((v) => v.width)).toEqual([320, 800, 1200]);
    }
    const airSprings = await get<Category[]>('/api/pages/categories?section=air_springs');
    expect(airSprings).toHaveLength(4);
    expect(airSprings.every((c) => c.section === 'air_springs')).toBe(true);
    expect(airSprings[0]).toMatchObject({
      seo_name: 'bus-air-springs',
      name_en: 'Bus Air Springs',
      name_tr: 'Otobüs Hava Körükleri',
    });

    const bad = await t.app.inject({ url: '/api/pages/categories?section=boats' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.section).toMatch(/air_springs, spare_parts/);
  });

  test('page-meta: every public route and category, some titles null', async () => {
    const meta = await get<Record<string, Record<string, string | null>>>('/api/pages/page-meta');
    for (const key of [...PUBLIC_ROUTE_NAMES, 'air_springs', 'spare_parts', 'bus-air-springs', 'levelling-valves']) {
      expect([key, Object.keys(meta[key] ?? {}).sort()]).toEqual([
        key,
        ['description_en', 'description_tr', 'title_en', 'title_tr'],
      ]);
    }
    expect(meta.home).toEqual({
      title_en: 'Air Springs and Air Suspension Parts',
      title_tr: 'Hava Körükleri ve Havalı Süspansiyon Parçaları',
      description_en: expect.any(String),
      description_tr: expect.any(String),
    });
    expect(meta.career).toEqual({ title_en: null, title_tr: null, description_en: null, description_tr: null });
  });

  test('contact-information: the current language’s entries grouped by section', async () => {
    const en = await get<ContactInfoGroups>('/api/pages/contact-information');
    expect(Object.keys(en).sort()).toEqual(['adres', 'email', 'shift', 'source_link', 'telefon']);
    expect(
      Object.values(en)
        .flat()
        .every((item) => item!.lang === 'en'),
    ).toBe(true);
    expect(en.telefon![0]).toMatchObject({ name: 'Head office', content: '+90 212 555 01 23' });

    const tr = await get<ContactInfoGroups>('/api/pages/contact-information', 'tr');
    expect(tr.adres![0]!.content).toContain('<br>');
    expect(tr.adres![0]!.lang).toBe('tr');
    expect(tr.telefon![0]!.name).toBe('Merkez');
  });

  test('social-media: four links with icons', async () => {
    const links = await get<{ name: string; uri: string; icon_name: string; queue: number }[]>('/api/pages/social-media');
    expect(links.map((l) => l.icon_name)).toEqual(['bi-facebook', 'bi-instagram', 'bi-linkedin', 'bi-youtube']);
    expect(links.every((l) => l.uri.startsWith('https://'))).toBe(true);
  });

  test('contracts: three, one known only by its Turkish seo name', async () => {
    const contracts = await get<{ name: string; seo_name: string | null; seo_name_tr: string | null }[]>(
      '/api/pages/contracts',
      'tr',
    );
    expect(contracts).toHaveLength(3);
    expect(contracts).toContainEqual(expect.objectContaining({ seo_name: null, seo_name_tr: 'kvkk-aydinlatma-metni' }));
    expect(contracts).toContainEqual(expect.objectContaining({ seo_name: 'cookie-policy', seo_name_tr: 'cerez-politikasi' }));
  });

  test('a new language shows up in every localized field without a migration', async () => {
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('languages')
      .values({ abbr: 'de', lang: 'Deutsch', page_lang: '{}', is_active: 0, is_default: 0, created_at: now, updated_at: now })
      .execute();
    const [first] = await get<Category[]>('/api/pages/categories');
    expect(first).toMatchObject({ name_en: expect.any(String), name_tr: expect.any(String), name_de: null });
    expect(first!.sub_categories[0]).toHaveProperty('name_de', null);
    // Inactive: not offered to visitors.
    const languages = await get<{ abbr: string }[]>('/api/pages/all-languages');
    expect(languages.map((l) => l.abbr)).toEqual(['en', 'tr']);
    await t.app.db.deleteFrom('languages').where('abbr', '=', 'de').execute();
  });
});
