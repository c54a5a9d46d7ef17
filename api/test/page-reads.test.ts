/**
 * A page render reads each record once (docs/architecture.md, "What the head says"): the product page's head — its
 * title, description, og:image, Organization, BreadcrumbList and Product — comes from what the render reported,
 * and the page reads the product and the contact details no more than the render's own API answers did. The shell
 * server here is a stand-in that reads and reports as the product page's screens do (the real one is exercised by
 * the browser tests: e2e/tests/ssr.spec.ts).
 */
import type { CompiledQuery } from 'kysely';
import { buildTestApp, describeEngines, makeDistRootWithServer, type TestApp } from './helpers';

/** Reads what a product page reads (the product, the footer's contact details) and reports it, as its screens do. */
const PRODUCT_PAGE_SERVER = `
exports.render = async ({ url, lang, transport }) => {
  const seoName = decodeURIComponent(/^\\/product\\/([^?]+)/.exec(url)[1]);
  const [product, contact, social] = await Promise.all([
    transport.request({ url: '/api/pages/product/' + encodeURIComponent(seoName), method: 'GET' }),
    transport.request({ url: '/api/pages/contact-information', method: 'GET', params: { lang } }),
    transport.request({ url: '/api/pages/social-media', method: 'GET' }),
  ]);
  const p = product.data.data;
  const name = p['name_' + lang] || p.code;
  return {
    html: '<main><h1>' + name + '</h1></main>',
    status: 200,
    state: {},
    facts: {
      title: 'Reported ' + p.code,
      description: 'Reported description',
      trail: [{ label: 'Home', to: '/' }, { label: 'Category', to: '/products/a-category' }, { label: name }],
      product: p,
      contact: contact.data.data,
      social: social.data.data,
    },
  };
};
`;

/** The queries the app runs while `work` runs, as SQL. */
async function queriesDuring(t: TestApp, work: () => Promise<unknown>): Promise<string[]> {
  const executor = t.app.db.getExecutor();
  const spy = jest.spyOn(executor, 'executeQuery');
  try {
    await work();
    return spy.mock.calls.map(([query]) => (query as CompiledQuery).sql);
  } finally {
    spy.mockRestore();
  }
}
const reading = (table: string) => (sql: string) => new RegExp(`(from|join) "${table}"`, 'i').test(sql);

describeEngines('a product page render reads each record once (%s)', (engine) => {
  let t: TestApp;
  let seoName: string;
  let code: string;

  beforeAll(async () => {
    t = await buildTestApp({
      engine,
      demo: true,
      distRoot: makeDistRootWithServer(PRODUCT_PAGE_SERVER),
      env: { PUBLIC_URL: 'https://www.vitrin.example/', SSR_TIMEOUT_MS: '10000' },
    });
    ({ seo_name: seoName, code } = await t.app.db
      .selectFrom('products')
      .select(['seo_name', 'code'])
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow());
  }, 120_000);
  afterAll(() => t.close());

  test('a product page render reads the product once: its head is built from what the render reported', async () => {
    // What the render's own answers read: the product's, and the footer's contact details.
    const answers = await queriesDuring(t, () =>
      Promise.all([
        t.app.inject({ url: `/api/pages/product/${seoName}` }),
        t.app.inject({ url: '/api/pages/contact-information', query: { lang: 'en' } }),
        t.app.inject({ url: '/api/pages/social-media' }),
      ]),
    );
    let html = '';
    const page = await queriesDuring(t, async () => {
      html = (await t.app.inject({ url: `/product/${seoName}` })).body;
    });
    expect(html).toContain('<title>Reported ');
    for (const table of ['products', 'product_translations', 'product_files', 'contact_information', 'social_media']) {
      const read = page.filter(reading(table)).length;
      expect({ table, read }).toEqual({ table, read: answers.filter(reading(table)).length });
    }
    // The product row itself: once, by the render's answer.
    expect(page.filter((sql) => /from "products"/i.test(sql) && /"seo_name" = /.test(sql))).toHaveLength(1);

    // The head says what the render reported, in one JSON-LD: Organization, the trail shown, the Product.
    expect(html).toContain(`<title>Reported ${code}</title>`);
    expect(html).toContain('<meta name="description" content="Reported description">');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.vitrin\.example\/uploads\/[^"]+">/);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const graph = (JSON.parse(scripts[0]![1]!) as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList', 'Product']);
    expect((graph[0]!.contactPoint as unknown[]).length).toBeGreaterThan(0);
    expect(graph[1]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://www.vitrin.example/' },
        { position: 2, name: 'Category', item: 'https://www.vitrin.example/products/a-category' },
        { position: 3, item: `https://www.vitrin.example/product/${seoName}` },
      ],
    });
    expect(graph[2]).toMatchObject({
      sku: code,
      mpn: code,
      brand: { '@type': 'Brand' },
      url: `https://www.vitrin.example/product/${seoName}`,
    });
  });
});
