/**
 * Issue 5, point 1: every public route (the ones mf-public renders, plus /categories from
 * mf_catalogue) in en and tr shows the database's content, with the title and description of its page meta.
 * Read as the server sends it (docs/testing.md: what the page shows is in its server HTML, and hydration keeps it —
 * e2e/tests/ssr.spec.ts), so no browser is needed to see it.
 */
import type { APIRequestContext } from '@playwright/test';
import { htmlToLines } from '@vitrin/shared-libs/utils/richText';
import { apiData, expect, test } from '../support/fixtures';
import { configOf, descriptionOf, html, langOf, rootOf, textOf, titleOf } from '../support/html';
import { CONTENT_PAGES, CONTENT_PATHS, LANGS, MEDIA, pageMeta, text, type Lang, type Texts } from '../support/publicSite';

interface RouteCase {
  path: string | ((page: APIRequestContext) => Promise<string>);
  /** The page-meta key whose title and description the page carries; null: the detail's own. */
  meta: string | null;
  /** Something from the database the page shows in that language. */
  shows: (page: APIRequestContext, lang: Lang) => Promise<string[]>;
  /** A detail page's own title (the article's, the contract's). */
  ownTitle?: (page: APIRequestContext, lang: Lang) => Promise<string>;
}

const content = async (page: APIRequestContext, key: string, lang: Lang) =>
  text(await apiData<Texts>(page, `/api/pages/content?page=${key}`), 'title', lang)!;
const firstMedia = async (page: APIRequestContext, kind: string) =>
  (await apiData<{ data: Texts[] }>(page, `/api/pages/blog/${kind}`)).data[0]!;

const ROUTES: Record<string, RouteCase> = {
  home: {
    path: '/',
    meta: 'home',
    shows: async (page, lang) => [
      text((await apiData<{ slider: Texts[] }>(page, '/api/pages/content?page=home')).slider[0], 'title', lang)!,
    ],
  },
  ...Object.fromEntries(
    CONTENT_PAGES.map((key) => [
      key,
      {
        path: CONTENT_PATHS[key]!,
        meta: key,
        shows: async (page: APIRequestContext, lang: Lang) => [await content(page, key, lang)],
      },
    ]),
  ),
  certificates: {
    path: '/certificates',
    meta: 'certificates',
    shows: async (page, lang) => (await apiData<Texts[]>(page, '/api/pages/certificates')).map((c) => text(c, 'title', lang)!),
  },
  categories: {
    path: '/categories/air_springs',
    meta: 'air_springs',
    shows: async (page, lang) =>
      (await apiData<(Texts & { section: string })[]>(page, '/api/pages/categories'))
        .filter((c) => c.section === 'air_springs')
        .slice(0, 2)
        .map((c) => text(c, 'name', lang)!),
  },
  ...Object.fromEntries(
    MEDIA.flatMap(([kind, list, detail]) => [
      [
        kind,
        {
          path: list,
          meta: kind,
          shows: async (page: APIRequestContext, lang: Lang) => [text(await firstMedia(page, kind), 'title', lang)!],
        },
      ],
      [
        `${kind} detail`,
        {
          path: async (page: APIRequestContext) => `/${detail}/${(await firstMedia(page, kind)).seo_name as string}`,
          meta: null,
          shows: async (page: APIRequestContext, lang: Lang) => [text(await firstMedia(page, kind), 'summary', lang)!],
          ownTitle: async (page: APIRequestContext, lang: Lang) => text(await firstMedia(page, kind), 'title', lang)!,
        },
      ],
    ]),
  ),
  catalogues: {
    path: '/catalogues',
    meta: 'catalogues',
    shows: async (page, lang) => (await apiData<Texts[]>(page, '/api/pages/catalogues')).map((c) => text(c, 'title', lang)!),
  },
  cart: {
    path: '/cart',
    meta: 'cart',
    shows: async (_page, lang) => [lang === 'tr' ? 'Teklif sepetiniz boş.' : 'Your quote cart is empty.'],
  },
  checkout: {
    path: '/checkout',
    meta: 'checkout',
    shows: async (_page, lang) => [lang === 'tr' ? 'Teklif sepetiniz boş.' : 'Your quote cart is empty.'],
  },
  contact: {
    path: '/contact',
    meta: 'contact',
    shows: async (page, lang) => {
      const info = await apiData<Record<string, { content: string }[]>>(page, `/api/pages/contact-information?lang=${lang}`);
      // The address (stored as rich text) is in the server's HTML, as its lines.
      return [info.telefon![0]!.content, info.email![0]!.content, ...htmlToLines(info.adres![0]!.content)];
    },
  },
  human_resources: {
    path: '/human-resources',
    meta: 'human_resources',
    shows: async (page, lang) => [
      text(await apiData<Record<string, Texts>>(page, '/api/pages/breadcrumbs').then((b) => b.human_resources), 'title', lang)!,
    ],
  },
  contract: {
    path: '/contract/kvkk-aydinlatma-metni',
    meta: null,
    shows: async (_page, lang) => [
      lang === 'tr' ? 'Kişisel Verilerin Korunması Aydınlatma Metni' : 'Personal Data Protection Notice',
    ],
    // Contracts are named per language.
    ownTitle: async (_page, lang) => (lang === 'tr' ? 'KVKK Aydınlatma Metni' : 'Privacy Notice (KVKK)'),
  },
  not_found: {
    path: '/no-such-page',
    meta: 'not_found',
    shows: async (_page, lang) => [
      lang === 'tr' ? 'Aradığınız sayfa bulunamadı.' : 'The page you are looking for was not found.',
    ],
  },
};

for (const lang of LANGS) {
  test.describe(`public routes in ${lang}`, () => {
    for (const [name, route] of Object.entries(ROUTES)) {
      test(`${name} shows its content, title and description`, async ({ request }) => {
        const path = typeof route.path === 'string' ? route.path : await route.path(request);
        const expected = await route.shows(request, lang);
        const meta = await pageMeta(request);
        const { status, body } = await html(request, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        // The not-found page is shown where the unknown path was asked, with its status.
        expect(status).toBe(name === 'not_found' ? 404 : 200);
        expect(langOf(body)).toBe(lang);
        const shown = textOf(rootOf(body));
        // A language an editor left empty has nothing of its own to show.
        for (const value of expected.filter((v): v is string => Boolean(v))) expect(shown, path).toContain(textOf(value).trim());

        const brand = configOf(body).brand;
        const company = lang === 'tr' ? brand.companyName : brand.companyNameEn;
        if (route.meta) {
          const entry = meta[route.meta];
          expect(titleOf(body)).toBe(text(entry, 'title', lang) ?? company);
          // A route without a description of its own carries the home page's.
          expect(descriptionOf(body)).toBe(text(entry, 'description', lang) ?? text(meta.home, 'description', lang));
        } else if (route.ownTitle) {
          expect(titleOf(body)).toBe(await route.ownTitle(request, lang));
        }
      });
    }
  });
}
