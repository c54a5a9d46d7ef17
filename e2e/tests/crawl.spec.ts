/**
 * Every link the site draws answers (docs/decisions.md, "Ready for launch day (issue 25)": a sub-category is a list
 * of its own): a crawl of the server-rendered pages from `/`, in English and in Turkish, follows every internal
 * link and fails on the first 404 or 5xx, naming the page that linked it; robots.txt names the sitemap, and every
 * address the sitemap lists answers 200. The server's HTML is what a crawler and a visitor without script get, so
 * no browser.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { LANGS } from '../support/publicSite';

/** A crawl bigger than this has found a link that multiplies pages (a runaway query), not the site. */
const MAX_PAGES = 600;
/** Pages asked at once. */
const AT_ONCE = 4;
/**
 * A manufacturer's or an OEM number's cross-reference page (issue 40; about 200 in the demo, linked from product
 * pages and the cross-reference index): not fetched here, where they would take the crawl past its time, but each
 * must be in the sitemap, whose every address the last test below fetches.
 */
const CROSS_REFERENCE_PAGE = /^\/cross-reference\/[^/?]+/;
/** Addresses that are files or the API, not pages; the admin and login are the staff's. */
const NOT_A_PAGE = /^\/(api|uploads|mf|admin|giris-yap)(\/|$)|\.[a-z0-9]{2,5}$/i;

/** The internal page links of a page's HTML, as absolute paths with their query (no fragment). */
function linksOf(body: string, from: URL): string[] {
  const links: string[] = [];
  for (const match of body.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (/^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, from);
    if (url.origin !== from.origin || NOT_A_PAGE.test(url.pathname)) continue;
    links.push(`${url.pathname}${url.search}`);
  }
  return links;
}

async function crawl(request: APIRequestContext, baseURL: string, lang: string, inSitemap: Set<string>): Promise<Set<string>> {
  const start = `/?lang=${lang}`;
  const linkedFrom = new Map<string, string>([[start, '(start)']]);
  let queue = [start];
  // A few pages at a time, as the server renders two at once (SSR_CONCURRENCY): the order of the checks is the same.
  while (queue.length > 0) {
    const batch = queue.slice(0, AT_ONCE);
    queue = queue.slice(AT_ONCE);
    // The language the crawl asked for stays in the cookie, as a visitor's choice does.
    const answers = await Promise.all(
      batch.map(async (next) => {
        const response = await request.get(next, { headers: { cookie: `_lang=${lang}` }, maxRedirects: 0 });
        const html = (response.headers()['content-type'] ?? '').startsWith('text/html');
        return { next, status: response.status(), body: html ? await response.text() : null };
      }),
    );
    for (const { next, status, body } of answers) {
      expect(status, `${next} (linked from ${linkedFrom.get(next)}) answers ${status}`).toBeLessThan(400);
      if (body === null) continue;
      for (const link of linksOf(body, new URL(next, baseURL))) {
        if (linkedFrom.has(link)) continue;
        linkedFrom.set(link, next);
        if (CROSS_REFERENCE_PAGE.test(link)) {
          const path = link.split('?')[0]!;
          expect(inSitemap.has(path), `${link} (linked from ${next}) is in the sitemap`).toBe(true);
          continue;
        }
        queue.push(link);
      }
      expect(linkedFrom.size, `more than ${MAX_PAGES} pages: a link multiplies them`).toBeLessThanOrEqual(MAX_PAGES);
    }
  }
  return new Set(linkedFrom.keys());
}

for (const lang of LANGS) {
  test(`a crawl of every internal link from / in ${lang} meets no 404 and no 5xx`, async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const inSitemap = new Set([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
    const pages = await crawl(request, baseURL!, lang, inSitemap);
    // The menu links every sub-category's own list: a crawl that misses one has lost the navbar.
    const categories = (await (await request.get('/api/pages/categories')).json()) as {
      data: { sub_categories: { seo_name: string }[] }[];
    };
    const subLists = categories.data.flatMap((c) => c.sub_categories.map((s) => `/products/${s.seo_name}`));
    expect(subLists.length).toBeGreaterThan(0);
    expect(subLists.filter((path) => !pages.has(path))).toEqual([]);
    expect(pages.size).toBeGreaterThan(60);
  });
}

test('robots.txt names the sitemap', async ({ request, server }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain(`Sitemap: ${server.url}/sitemap.xml`);
});

/**
 * The sitemap's ~700 addresses are asked in parts (every third address), each a test of its own within the default
 * time: on a slow host one test for all of them ran past it (docs/testing.md, "Waiting for states, never for time").
 */
const SITEMAP_PARTS = 3;
for (let part = 0; part < SITEMAP_PARTS; part++)
  test(`every URL the sitemap lists answers 200 (part ${part + 1} of ${SITEMAP_PARTS})`, async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(all.length).toBeGreaterThan(60);
    const urls = all.filter((_, index) => index % SITEMAP_PARTS === part);
    // A few at a time, as the crawl asks (the server renders two pages at once); each answer is checked.
    for (let at = 0; at < urls.length; at += AT_ONCE) {
      const batch = urls.slice(at, at + AT_ONCE);
      const statuses = await Promise.all(batch.map(async (url) => [url, (await request.get(url)).status()]));
      expect(statuses).toEqual(batch.map((url) => [url, 200]));
    }
  });
