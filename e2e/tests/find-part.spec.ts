/**
 * Issue 40: finding the right part, read as the server sends it (docs/testing.md: no browser for what a crawler
 * reads): an OEM number's cross-reference page in English and Turkish (status, code, title, self-canonical,
 * hreflang, JSON-LD, sitemap), a manufacturer's page, the search offering the page of one OEM number, and the
 * measurement finder narrowing air springs by a height range through its address alone (no script runs).
 */
import { apiData, expect, test } from '../support/fixtures';
import { html, rootOf, textOf, titleOf } from '../support/html';

const PAGE = '/cross-reference/firestone/w01-358-9082';
const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];
const hreflangsOf = (body: string) =>
  [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]);
/** The nodes of the page's JSON-LD (one script, its `@graph`). */
const jsonLdOf = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap(
    (m) => (JSON.parse(m[1]!) as { '@graph': Record<string, unknown>[] })['@graph'],
  );

for (const lang of ['en', 'tr'] as const) {
  test(`the cross-reference page of a demo OEM number in ${lang}: code, title, canonical, alternates, JSON-LD, sitemap`, async ({
    request,
    server,
  }) => {
    const address = lang === 'en' ? PAGE : `${PAGE}?lang=tr`;
    const { status, body } = await html(request, address);
    expect(status).toBe(200);
    const shown = textOf(rootOf(body));
    expect(shown).toContain('VT 4881 NP01');
    expect(titleOf(body)).toBe(
      lang === 'en'
        ? 'Firestone W01-358-9082 — equivalent air spring VT 4881 NP01'
        : 'Firestone W01-358-9082 — muadil hava körüğü VT 4881 NP01',
    );
    // A key measurement of the product, in the page's language.
    expect(shown).toContain(lang === 'en' ? 'Maximum height' : 'Maksimum yükseklik');
    expect(shown).toContain(lang === 'en' ? 'Add to quote cart' : 'Teklif sepetine ekle');
    expect(canonicalOf(body)).toBe(`${server.url}${address}`);
    expect(hreflangsOf(body)).toEqual([
      ['en', `${server.url}${PAGE}`],
      ['tr', `${server.url}${PAGE}?lang=tr`],
      ['x-default', `${server.url}${PAGE}`],
    ]);
    const list = jsonLdOf(body).find((data) => data['@type'] === 'ItemList') as { itemListElement: { item: { sku: string } }[] };
    expect(list.itemListElement.map((entry) => entry.item.sku)).toEqual(['VT 4881 NP01']);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${server.url}${lang === 'en' ? PAGE : `${PAGE}?lang=tr`}</loc>`);
  });
}

test('a manufacturer’s page lists its numbers, each linking to its page; an unknown number is a 404', async ({ request }) => {
  const { status, body } = await html(request, '/cross-reference/firestone');
  expect(status).toBe(200);
  expect(body).toContain(`href="${PAGE}"`);
  expect(titleOf(body)).toBe('Firestone part numbers and their equivalents');
  expect((await html(request, '/cross-reference/firestone/no-such-number')).status).toBe(404);
});

test('a search for one OEM number offers its cross-reference page first', async ({ request }) => {
  const { body } = await html(request, '/search-products?search=w01%203589082');
  const root = rootOf(body);
  expect(root).toContain(`href="${PAGE}"`);
  // Offered before the results.
  expect(root.indexOf(`href="${PAGE}"`)).toBeLessThan(root.indexOf('data-testid="search-results"'));
});

test('the finder narrows the air springs by a height range through its address, without script', async ({ request }) => {
  const all = await apiData<{ total: number; results: { code: string }[] }>(request, '/api/pages/finder?section=air_springs');
  const address = '/finder?section=air_springs&max_height_min=380&max_height_max=400&tolerance=0';
  const narrowed = await apiData<{ total: number; results: { code: string }[] }>(request, `/api/pages${address}`);
  expect(narrowed.total).toBeGreaterThan(0);
  expect(narrowed.total).toBeLessThan(all.total);
  for (const lang of ['en', 'tr']) {
    const { status, body } = await html(request, `${address}&lang=${lang}`);
    expect(status).toBe(200);
    const root = rootOf(body);
    // The GET form, filled from the address, and the results the server rendered.
    expect(root).toMatch(/<form[^>]*action="\/finder"[^>]*method="get"/);
    expect(root).toMatch(/name="max_height_min"[^>]*value="380"/);
    const shown = textOf(root);
    for (const product of narrowed.results) expect(shown).toContain(product.code);
    const left = all.results.map((p) => p.code).filter((code) => !narrowed.results.some((p) => p.code === code));
    expect(left.length).toBeGreaterThan(0);
    for (const code of left) expect(shown).not.toContain(`${code} `);
  }
  const empty = await html(request, '/finder?section=air_springs&max_height_min=5000&tolerance=0');
  expect(textOf(rootOf(empty.body))).toContain('Widen or clear “Maximum height”');
});

test('the compare page of two products shows both codes and their maximum heights in its server HTML', async ({ request }) => {
  const { status, body } = await html(request, '/compare?products=vt-4881-np01,vt-4730-np02');
  expect(status).toBe(200);
  const root = rootOf(body);
  const shown = textOf(root);
  expect(shown).toContain('VT 4881 NP01');
  expect(shown).toContain('VT 4730 NP02');
  // The maximum-height row, one value per product (390 and 450 mm in the demo), marked as differing.
  const heights = /data-testid="compare-max_height"[^>]*>([\s\S]*?)<\/tr>/.exec(root)?.[0] ?? '';
  expect(heights).toContain('data-differs="true"');
  expect(textOf(heights)).toContain('390 mm');
  expect(textOf(heights)).toContain('450 mm');
});

test('the datasheet link of a product page answers a PDF', async ({ request }) => {
  const { body } = await html(request, '/product/vt-4881-np01?lang=tr');
  expect(body).toContain('href="/api/pages/product/vt-4881-np01/datasheet.pdf?lang=tr"');
  const pdf = await request.get('/api/pages/product/vt-4881-np01/datasheet.pdf?lang=tr');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
