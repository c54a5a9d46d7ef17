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

/**
 * The pages a crawl of this file has seen answer 200, each as its address with its language written out
 * (`pageKey`): the sitemap's check asks only what the crawls did not (tests of one file run in order, in one worker,
 * against one server), about half of its addresses. Run alone, it asks them all.
 */
const answered = new Set<string>();

/** An address with the language it shows in written out: the one asked in `?lang=`, else the visitor's (cookie). */
function pageKey(address: string, lang: string): string {
  const url = new URL(address, 'http://site');
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', lang);
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
}

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

/** A crawl under way: each page found, with the page that linked it first, and the pages still to ask. */
interface Crawl {
  lang: string;
  linkedFrom: Map<string, string>;
  queue: string[];
}

/** The crawl of each language, carried from one part to the next (one worker runs this file's tests in order). */
const crawls = new Map<string, Crawl>();

/** Pages one part asks at most: about 20 s of server renders on a loaded 2-core host; the last part asks the rest. */
const PART_PAGES = 150;
const CRAWL_PARTS = 3;

/**
 * Asks up to `limit` pages of the crawl's queue, checks each answer and queues the links it finds. A crawl that
 * is not under way (a part run alone) starts at `/`.
 */
async function crawlOn(
  request: APIRequestContext,
  baseURL: string,
  lang: string,
  inSitemap: Set<string>,
  limit: number,
): Promise<Crawl> {
  const start = `/?lang=${lang}`;
  const state = crawls.get(lang) ?? { lang, linkedFrom: new Map([[start, '(start)']]), queue: [start] };
  crawls.set(lang, state);
  const { linkedFrom } = state;
  // A few pages at a time, as the server renders two at once (SSR_CONCURRENCY): the order of the checks is the same.
  for (let asked = 0; state.queue.length > 0 && asked < limit; asked += AT_ONCE) {
    const batch = state.queue.splice(0, AT_ONCE);
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
      if (status === 200) answered.add(pageKey(next, lang));
      if (body === null) continue;
      for (const link of linksOf(body, new URL(next, baseURL))) {
        if (linkedFrom.has(link)) continue;
        linkedFrom.set(link, next);
        if (CROSS_REFERENCE_PAGE.test(link)) {
          const path = link.split('?')[0]!;
          expect(inSitemap.has(path), `${link} (linked from ${next}) is in the sitemap`).toBe(true);
          continue;
        }
        state.queue.push(link);
      }
      expect(linkedFrom.size, `more than ${MAX_PAGES} pages: a link multiplies them`).toBeLessThanOrEqual(MAX_PAGES);
    }
  }
  return state;
}

/**
 * Each language's crawl in parts of at most PART_PAGES pages, each a test within the default time (one crawl of
 * ~360 pages took 57 s of its 60 on a loaded host): the last part asks what is left, then checks the whole.
 */
for (const lang of LANGS)
  for (let part = 1; part <= CRAWL_PARTS; part++)
    test(`a crawl of every internal link from / in ${lang} meets no 404 and no 5xx (part ${part} of ${CRAWL_PARTS})`, async ({
      request,
      baseURL,
    }) => {
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const inSitemap = new Set([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
      const last = part === CRAWL_PARTS;
      const { linkedFrom, queue } = await crawlOn(request, baseURL!, lang, inSitemap, last ? MAX_PAGES : PART_PAGES);
      if (!last) return;
      expect(queue).toEqual([]);
      const pages = new Set(linkedFrom.keys());
      // The menu links every sub-category's own list: a crawl that misses one has lost the navbar.
      const categories = (await (await request.get('/api/pages/categories')).json()) as {
        data: { sub_categories: { seo_name: string }[] }[];
      };
      const subLists = categories.data.flatMap((c) => c.sub_categories.map((s) => `/products/${s.seo_name}`));
      expect(subLists.length).toBeGreaterThan(0);
      expect(subLists.filter((path) => !pages.has(path))).toEqual([]);
      expect(pages.size).toBeGreaterThan(60);
    });

test('robots.txt names the sitemap', async ({ request, server }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain(`Sitemap: ${server.url}/sitemap.xml`);
});

/**
 * The sitemap's ~550 addresses are asked in parts (every third address), each a test of its own within the default
 * time: on a slow host one test for all of them ran past it (docs/testing.md, "Waiting for states, never for time").
 * After the crawls, what is left to ask is the cross-reference pages (~320), which the crawls do not fetch.
 */
const SITEMAP_PARTS = 3;
for (let part = 0; part < SITEMAP_PARTS; part++)
  test(`every URL the sitemap lists answers 200 (part ${part + 1} of ${SITEMAP_PARTS})`, async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(all.length).toBeGreaterThan(60);
    // A visitor without a cookie sees the default language (English): an address without `?lang=` is its page.
    const urls = all.filter((url, index) => index % SITEMAP_PARTS === part && !answered.has(pageKey(url, 'en')));
    // A few at a time, as the crawl asks (the server renders two pages at once); each answer is checked.
    for (let at = 0; at < urls.length; at += AT_ONCE) {
      const batch = urls.slice(at, at + AT_ONCE);
      const statuses = await Promise.all(batch.map(async (url) => [url, (await request.get(url)).status()]));
      expect(statuses).toEqual(batch.map((url) => [url, 200]));
    }
  });
