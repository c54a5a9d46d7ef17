import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@vitrin/shared-libs/types/api';
import { csrfTokenFor } from '../src/plugins/csrf';
import { buildTestApp, csrfTokenInPage, describeEngines, type TestApp } from './helpers';

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}
function langOf(html: string): string | undefined {
  return /<html lang="([^"]*)">/.exec(html)?.[1];
}
function runtimeConfigOf(html: string): RuntimeConfig {
  const json = /<script id="vitrin-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no vitrin-config script');
  return JSON.parse(json) as RuntimeConfig;
}

describeEngines('page rendering with demo content (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine, demo: true });
  }, 60_000);
  afterAll(() => t.close());

  const page = (url: string, lang?: string) => t.app.inject({ url, headers: lang ? { cookie: `_lang=${lang}` } : {} });

  test('the home page: language, title, description, CSRF token, favicon and runtime config', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(langOf(html)).toBe('en');
    expect(titleOf(html)).toBe('Air Springs and Air Suspension Parts');
    expect(html).toContain(
      '<meta name="description" content="Air springs, pistons, shock absorbers and levelling valves for buses, trucks and trailers.">',
    );
    expect(html).toContain('<link rel="icon" href="/uploads/brand/favicon.svg">');
    expect(html).not.toContain('<!--vitrin:head-->');
    expect(html).not.toContain('__VITRIN_LANG__');

    const cookie = res.cookies.find((c) => c.name === 'vitrin_csrf')!;
    expect(csrfTokenInPage(html)).toBe(csrfTokenFor(t.config.cookieSecret, cookie.value));

    expect(runtimeConfigOf(html)).toEqual({
      remotes: {
        mf_public: '/mf/mf_public/mf-manifest.json',
        mf_auth: '/mf/mf_auth/mf-manifest.json',
        mf_admin: '/mf/mf_admin/mf-manifest.json',
        mf_catalogue: '/mf/mf_catalogue/mf-manifest.json',
      },
      brand: {
        companyName: 'Vitrin Hava Süspansiyon',
        companyNameEn: 'Vitrin Air Suspension',
        companyUrl: 'https://example.com',
        logo: '/uploads/brand/logo.svg',
        logo2: '/uploads/brand/logo-white.svg',
        favicon: '/uploads/brand/favicon.svg',
        mainColor: '#0b3d6b',
        secondColor: '#e30613',
      },
      defaultLanguage: 'en',
      siteUrl: 'http://localhost:80',
    });

    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('the _lang cookie picks the page language and its titles', async () => {
    const html = (await page('/', 'tr')).body;
    expect(langOf(html)).toBe('tr');
    expect(titleOf(html)).toBe('Hava Körükleri ve Havalı Süspansiyon Parçaları');
    expect(titleOf((await page('/about-us', 'tr')).body)).toBe('Hakkımızda');
    expect(langOf((await page('/', 'xx')).body)).toBe('en');
  });

  test('a ?lang= link wins over the cookie, becomes the visitor’s choice for a year, and is listed as an alternate', async () => {
    const res = await t.app.inject({ url: '/about-us?lang=tr', headers: { cookie: '_lang=en' } });
    expect(langOf(res.body)).toBe('tr');
    expect(titleOf(res.body)).toBe('Hakkımızda');
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('_lang='));
    expect(cookie).toMatch(/^_lang=tr;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(res.body).toContain('<link rel="alternate" hreflang="en" href="http://localhost:80/about-us">');
    expect(res.body).toContain('<link rel="alternate" hreflang="tr" href="http://localhost:80/about-us?lang=tr">');

    // An unknown code changes nothing: the cookie's language stays and no cookie is set.
    const unknown = await t.app.inject({ url: '/about-us?lang=xx', headers: { cookie: '_lang=tr' } });
    expect(langOf(unknown.body)).toBe('tr');
    expect([unknown.headers['set-cookie']].flat().some((c) => c?.startsWith('_lang='))).toBe(false);
  });

  test('a public page preloads what its first screen fetches in a chain; staff pages preload nothing', async () => {
    const html = (await page('/about-us', 'tr')).body;
    expect(html).toContain('<link rel="preload" href="/api/pages/static-languages?lang=tr" as="fetch" crossorigin>');
    expect(html).toContain('<link rel="preload" href="/api/pages/all-languages" as="fetch" crossorigin>');
    expect(html).toContain('<link rel="preload" href="/mf/mf_public/mf-manifest.json" as="fetch" crossorigin>');
    expect(html).not.toContain('remoteEntry.js');
    for (const staffPage of ['/giris-yap', '/admin/dashboard']) {
      expect((await page(staffPage)).body).not.toContain('rel="preload"');
    }
  });

  test('a route whose title is null falls back to the company name, and one without a description to the home page’s', async () => {
    expect(titleOf((await page('/career')).body)).toBe('Vitrin Air Suspension');
    expect(titleOf((await page('/career', 'tr')).body)).toBe('Vitrin Hava Süspansiyon');
    expect((await page('/career')).body).toContain(
      '<meta name="description" content="Air springs, pistons, shock absorbers and levelling valves for buses, trucks and trailers.">',
    );
  });

  test('categories, products, a product and an article use their own titles', async () => {
    expect(titleOf((await page('/categories/air_springs')).body)).toBe('Air Springs');
    expect(titleOf((await page('/products/bus-air-springs')).body)).toBe('Air Springs for City Buses and Coaches');
    expect(titleOf((await page('/products/bus-air-springs', 'tr')).body)).toBe('Şehir İçi ve Şehirlerarası Otobüs Körükleri');
    expect(titleOf((await page('/product/vt-4881-np01')).body)).toBe('VT 4881 NP01 Rolling lobe air spring, rear axle');
    expect(titleOf((await page('/news/new-fatigue-test-hall')).body)).toBe('Our new fatigue test hall is running');
    expect(titleOf((await page('/media-videos')).body)).toBe('Videos');
    expect(titleOf((await page('/contract/cookie-policy')).body)).toBe('Cookie Policy');
  });

  test('login and admin pages are Turkish, titled for the panel and kept out of search engines', async () => {
    const login = (await page('/giris-yap', 'en')).body;
    expect(langOf(login)).toBe('tr');
    expect(titleOf(login)).toBe('Giriş Yap | Vitrin Hava Süspansiyon');
    expect(login).toContain('<meta name="robots" content="noindex, nofollow">');
    const admin = (await page('/admin/pages/air-springs', 'en')).body;
    expect(langOf(admin)).toBe('tr');
    expect(titleOf(admin)).toBe('Yönetim Paneli | Vitrin Hava Süspansiyon');
  });

  test('an unknown public path is a 404 page (the client shows the not-found screen); unknown API, /mf/ and /uploads/ paths are 404', async () => {
    const unknown = await page('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(unknown.body)).toBe('Vitrin Air Suspension');
    expect(unknown.body).toContain('<meta name="robots" content="noindex, nofollow">');

    expect((await page('/api/pages/nothing')).json()).toEqual({ success: false, message: 'Not Found', data: null });
    for (const url of ['/mf/mf_public/remoteEntry.js', '/mf/unknown/app.js', '/uploads/nothing.webp']) {
      const res = await page(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });
});

describe('page rendering without demo content', () => {
  test('brand texts are escaped in the head and in the runtime config', async () => {
    const evil = 'Evil </script><b onmouseover="x">& Co';
    const t = await buildTestApp({ env: { BRAND_COMPANY_NAME_EN: evil } });
    try {
      const html = (await t.app.inject({ url: '/' })).body;
      expect(titleOf(html)).toBe('Evil &lt;/script&gt;&lt;b onmouseover=&quot;x&quot;&gt;&amp; Co');
      expect(html).not.toContain('</script><b');
      expect(html).toContain('\\u003c/script\\u003e');
      expect(runtimeConfigOf(html).brand.companyNameEn).toBe(evil);
    } finally {
      await t.close();
    }
  });

  test('without a shell build every page is a 503 saying to build; the API keeps working', async () => {
    const t = await buildTestApp({ distRoot: null });
    try {
      const res = await t.app.inject({ url: '/about-us' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toMatch(/npm run build/);
      expect((await t.app.inject({ url: '/api/pages/all-languages' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('production keeps the template it read; development reads it again on every request', async () => {
    const prod = await buildTestApp();
    const dev = await buildTestApp({ env: { NODE_ENV: 'development' } });
    try {
      for (const t of [prod, dev]) {
        const file = path.join(t.distRoot, 'shell', 'dist', 'index.html');
        writeFileSync(file, readFileSync(file, 'utf8').replace('<div id="root">', '<div id="root" data-build="2">'));
      }
      expect((await prod.app.inject({ url: '/' })).body).not.toContain('data-build="2"');
      expect((await dev.app.inject({ url: '/' })).body).toContain('data-build="2"');
    } finally {
      await prod.close();
      await dev.close();
    }
  });
});
