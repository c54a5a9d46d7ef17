/**
 * Issue 5, point 1: every public route (the ones mf-public renders, plus /categories from
 * mf_catalogue) in en and tr shows the database's content, with the title and description of its page meta.
 */
import type { Page } from '@playwright/test';
import { apiData, expect, test } from '../support/fixtures';
import {
  companyName,
  CONTENT_PAGES,
  CONTENT_PATHS,
  LANGS,
  MEDIA,
  pageMeta,
  text,
  useLanguage,
  type Lang,
  type Texts,
} from '../support/publicSite';

interface RouteCase {
  path: string | ((page: Page) => Promise<string>);
  /** The page-meta key whose title and description the page carries; null: the detail's own. */
  meta: string | null;
  /** Something from the database the page shows in that language. */
  shows: (page: Page, lang: Lang) => Promise<string[]>;
  /** A detail page's own title (the article's, the contract's). */
  ownTitle?: (page: Page, lang: Lang) => Promise<string>;
}

const content = async (page: Page, key: string, lang: Lang) =>
  text(await apiData<Texts>(page, `/api/pages/content?page=${key}`), 'title', lang)!;
const firstMedia = async (page: Page, kind: string) =>
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
      { path: CONTENT_PATHS[key]!, meta: key, shows: async (page: Page, lang: Lang) => [await content(page, key, lang)] },
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
          shows: async (page: Page, lang: Lang) => [text(await firstMedia(page, kind), 'title', lang)!],
        },
      ],
      [
        `${kind} detail`,
        {
          path: async (page: Page) => `/${detail}/${(await firstMedia(page, kind)).seo_name as string}`,
          meta: null,
          shows: async (page: Page, lang: Lang) => [text(await firstMedia(page, kind), 'summary', lang)!],
          ownTitle: async (page: Page, lang: Lang) => text(await firstMedia(page, kind), 'title', lang)!,
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
      return [info.telefon![0]!.content, info.email![0]!.content];
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
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    for (const [name, route] of Object.entries(ROUTES)) {
      test(`${name} shows its content, title and description`, async ({ page }) => {
        await page.goto('/favicon.ico');
        const path = typeof route.path === 'string' ? route.path : await route.path(page);
        const expected = await route.shows(page, lang);
        const meta = await pageMeta(page);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // A language an editor left empty (e.g. a certificate uploaded by another spec) has nothing of its own to show.
        for (const value of expected.filter((v): v is string => Boolean(v)))
          await expect(page.getByRole('main').getByText(value, { exact: false }).first()).toBeVisible();

        const company = await companyName(page, lang);
        if (route.meta) {
          const entry = meta[route.meta];
          await expect(page).toHaveTitle(text(entry, 'title', lang) ?? company);
          const description = text(entry, 'description', lang);
          if (description) await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
          // A route without a description of its own carries the home page's.
          else
            await expect(page.locator('meta[name="description"]')).toHaveAttribute(
              'content',
              text(meta.home, 'description', lang)!,
            );
        } else if (route.ownTitle) {
          await expect(page).toHaveTitle(await route.ownTitle(page, lang));
        }
        // The not-found page shows where the unknown path was asked (the server answers it 404).
        if (name === 'not_found') await expect(page).toHaveURL(/\/no-such-page$/);
      });
    }
  });
}
