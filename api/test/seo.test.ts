/** What search engines read: robots.txt, the sitemap (and its index past the limit), and a page's SEO head. */
import { seoFileRoutes, sitemapEntries, urlset } from '../src/modules/site/sitemap';
import { buildTestApp, describeEngines, type TestApp } from './helpers';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describeEngines('search-engine files and head (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine, demo: true, env: { PUBLIC_URL: 'https://www.vitrin.example/' } });
  }, 120_000);
  afterAll(() => t.close());

  test('robots.txt keeps crawlers out of the panel, login, cart, checkout and API, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const path of ['/admin', '/giris-yap', '/cart', '/checkout', '/api/']) expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain('Sitemap: https://www.vitrin.example/sitemap.xml');
  });

  test('the sitemap lists every public page in each language with alternates, x-default and lastmod', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = locs(res.body);
    for (const path of ['/', '/about-us', '/news', '/contact', '/categories/air_springs', '/categories/spare_parts']) {
      // English, the language of a first visit, is the bare address; Turkish carries ?lang=tr.
      expect(urls).toContain(`https://www.vitrin.example${path}`);
      expect(urls).toContain(`https://www.vitrin.example${path}?lang=tr`);
      expect(urls).not.toContain(`https://www.vitrin.example${path}?lang=en`);
    }
    const product = await t.app.db
      .selectFrom('products')
      .select(['seo_name', 'updated_at'])
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const productUrl = `https://www.vitrin.example/product/${product.seo_name}?lang=tr`;
    expect(urls).toContain(productUrl);
    const entry = res.body.split('\n').find((line) => line.includes(`<loc>${productUrl}</loc>`))!;
    expect(entry).toContain(`<lastmod>${product.updated_at.slice(0, 10)}</lastmod>`);
    expect(entry).toContain(`hreflang="en" href="https://www.vitrin.example/product/${product.seo_name}"`);
    expect(entry).toContain(`hreflang="x-default" href="https://www.vitrin.example/product/${product.seo_name}"`);
    expect(urls.some((url) => url.includes('/products/'))).toBe(true);
    expect(urls.some((url) => url.includes('/news/'))).toBe(true);
    expect(urls.some((url) => url.includes('/contract/'))).toBe(true);
    // Never the cart, checkout, search or staff pages; an inactive product is not listed.
    expect(urls.filter((url) => /\/(cart|checkout|search-products|admin|giris-yap|404)\b/.test(url))).toEqual([]);
    await t.app.db.updateTable('products').set({ is_active: 0 }).where('seo_name', '=', product.seo_name).execute();
    try {
      expect(locs((await t.app.inject({ url: '/sitemap.xml' })).body)).not.toContain(productUrl);
    } finally {
      await t.app.db.updateTable('products').set({ is_active: 1 }).where('seo_name', '=', product.seo_name).execute();
    }
  });

  test('a public page carries its canonical URL, every language plus x-default, Open Graph and JSON-LD', async () => {
    const product = await t.app.db
      .selectFrom('products')
      .innerJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
      .select(['products.seo_name', 'sub_categories.seo_name as sub_seo'])
      .where('products.is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const html = (await t.app.inject({ url: `/product/${product.seo_name}?lang=tr` })).body;
    const base = `https://www.vitrin.example/product/${product.seo_name}`;
    expect(html).toContain(`<link rel="canonical" href="${base}?lang=tr">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${base}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:locale" content="tr_TR">');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.vitrin\.example\/uploads\/[^"]+">/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]!) as {
      '@graph': { '@type': string; itemListElement?: { name: string; item: string }[]; contactPoint?: unknown[] }[];
    };
    const organization = jsonLd['@graph'].find((node) => node['@type'] === 'Organization')!;
    expect(organization).toMatchObject({ name: 'Vitrin Hava Süspansiyon', url: 'https://www.vitrin.example/' });
    expect(organization.contactPoint?.length).toBeGreaterThan(0);
    const breadcrumb = jsonLd['@graph'].find((node) => node['@type'] === 'BreadcrumbList')!;
    const trail = breadcrumb.itemListElement!.map((step) => step.item);
    expect(trail[0]).toBe('https://www.vitrin.example/?lang=tr');
    expect(trail[1]).toMatch(/^https:\/\/www\.vitrin\.example\/products\/[^?]+\?lang=tr$/);
    // A product in a sub-category leads up through it, as its page's visible trail does.
    expect(trail[2]).toBe(`https://www.vitrin.example/products/${product.sub_seo}?lang=tr`);
    expect(trail[3]).toBe(`${base}?lang=tr`);
    // Without a render (this app has no server build) the head reads the product itself and says the same Product.
    const subject = jsonLd['@graph'].find((node) => node['@type'] === 'Product');
    expect(subject).toMatchObject({ brand: { '@type': 'Brand' }, url: base });

    // A first visit (no cookie, no ?lang), as a crawler comes: the page names itself canonical, and it is x-default.
    for (const url of ['/', '/?lang=en']) {
      const first = (await t.app.inject({ url })).body;
      expect(first).toContain('<link rel="canonical" href="https://www.vitrin.example/">');
      expect(first).toContain('<link rel="alternate" hreflang="x-default" href="https://www.vitrin.example/">');
      expect(first).toContain('<link rel="alternate" hreflang="tr" href="https://www.vitrin.example/?lang=tr">');
    }
    const home = (await t.app.inject({ url: '/?lang=en' })).body;
    expect(home).toContain('"@type":"Organization"');
    expect(home).not.toContain('BreadcrumbList');
    expect(home).toContain('<meta property="og:type" content="website">');
  });
});

describe('a sitemap past the limit', () => {
  test('becomes an index of parts, each within the limit, that together list every URL', async () => {
    const t = await buildTestApp({
      env: { PUBLIC_URL: 'https://a.example' },
      beforeReady: (app) => app.register(seoFileRoutes(5), { prefix: '/small' }),
    });
    try {
      const index = (await t.app.inject({ url: '/small/sitemap.xml' })).body;
      expect(index).toContain('<sitemapindex');
      const parts = locs(index);
      expect(parts[0]).toBe('https://a.example/sitemap-1.xml');
      const all: string[] = [];
      for (const part of parts) {
        const res = await t.app.inject({ url: `/small${new URL(part).pathname}` });
        expect(res.statusCode).toBe(200);
        const urls = locs(res.body);
        expect(urls.length).toBeLessThanOrEqual(5);
        all.push(...urls);
      }
      expect(all).toEqual(locs((await t.app.inject({ url: '/sitemap.xml' })).body));
      expect((await t.app.inject({ url: `/small/sitemap-${parts.length + 1}.xml` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  test('escapes what it writes', () => {
    const xml = urlset(sitemapEntries('https://a.example', [{ path: '/news/a&b' }], ['en', 'tr'], 'en'));
    expect(xml).toContain('<loc>https://a.example/news/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://a.example/news/a&amp;b?lang=tr</loc>');
  });
});
