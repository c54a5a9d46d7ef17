/** Helpers of the public-site specs: the API's content and page meta as a client reads them. */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiData } from './fixtures';

export type Texts = Record<string, unknown>;

export const LANGS = ['en', 'tr'] as const;
export type Lang = (typeof LANGS)[number];

/** The company names the shell's runtime config carries (the title when page meta has none). */
export async function companyName(page: Page, lang: Lang): Promise<string> {
  const config = await page.evaluate(
    () => JSON.parse(document.getElementById('vitrin-config')?.textContent ?? '{}') as { brand: Record<string, string> },
  );
  return lang === 'tr' ? config.brand.companyName! : config.brand.companyNameEn!;
}

/**
 * Opens the site in a language the way a returning visitor does: the stored choice, and the `_lang` cookie the
 * server reads to render the first page (cookies ignore the port: every test server sees it).
 */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: '_lang', value: lang, domain: '127.0.0.1', path: '/' }]);
  await page.addInitScript((value) => {
    // Init scripts run in every frame: an embedded video's frame is another site's document (or, offline, an error
    // page whose storage is denied), and the choice belongs to the site's own.
    if (window.top !== window) return;
    localStorage.setItem('lang', value);
    document.cookie = `_lang=${value}; path=/`;
  }, lang);
}

/** chooseLanguage under the name the route specs call it by. */
export const useLanguage = chooseLanguage;

export async function pageMeta(from: Page | APIRequestContext): Promise<Record<string, Texts>> {
  return apiData<Record<string, Texts>>(from, '/api/pages/page-meta');
}

export const text = (record: Texts | undefined, field: string, lang: Lang) =>
  (record?.[`${field}_${lang}`] as string | null) ?? null;

/** A first-time visitor in a fresh browser context (no admin session) who chose `lang`; close the context after. */
export async function visitorIn(page: Page, lang: Lang, options: { acceptDownloads?: boolean } = {}) {
  const context = await page.context().browser()!.newContext(options);
  const visitor = await context.newPage();
  await chooseLanguage(visitor, lang);
  return { context, visitor };
}

/** The about-type pages and their paths, as the site serves them (mf-public/src/config/routes.ts). */
export const CONTENT_PAGES = [
  'about_us',
  'vision_mission',
  'global_brand',
  'sustainability',
  'our_policies',
  'career',
  'quality_policy',
];
export const CONTENT_PATHS: Record<string, string> = {
  about_us: '/about-us',
  vision_mission: '/vision-mission',
  global_brand: '/global-brand',
  sustainability: '/sustainability',
  our_policies: '/our-policies',
  career: '/career',
  quality_policy: '/quality-policy',
};
/** The media kinds: [API kind, list path, detail path prefix]. */
export const MEDIA: [string, string, string][] = [
  ['news', '/news', 'news'],
  ['videos', '/media-videos', 'videos'],
  ['photos', '/photos', 'photos'],
  ['blog', '/blog', 'blog'],
];

/**
 * Every public route of the site with its parameters filled from the database: the static pages, a category,
 * a product list, a product, a search, each media list and detail, a contract, the login and an unknown path.
 */
export async function everyPublicPath(page: Page): Promise<string[]> {
  const categories = await apiData<{ section: string; seo_name: string; sub_categories: { seo_name: string }[] }[]>(
    page,
    '/api/pages/categories',
  );
  const withSubs = categories.find((c) => c.sub_categories.length > 0) ?? categories[0]!;
  const details = await Promise.all(
    MEDIA.map(async ([kind, , detail]) => {
      const first = (await apiData<{ data: Texts[] }>(page, `/api/pages/blog/${kind}`)).data[0];
      return first ? `/${detail}/${first.seo_name as string}` : null;
    }),
  );
  return [
    '/',
    ...CONTENT_PAGES.map((key) => CONTENT_PATHS[key]!),
    '/certificates',
    '/categories/air_springs',
    '/categories/spare_parts',
    `/products/${withSubs.sub_categories[0]?.seo_name ?? withSubs.seo_name}`,
    '/product/vt-4881-np01',
    '/search-products?search=4881',
    ...MEDIA.map(([, list]) => list),
    ...details.filter((path): path is string => path !== null),
    '/catalogues',
    '/cart',
    '/checkout',
    '/contact',
    '/human-resources',
    '/contract/kvkk-aydinlatma-metni',
    '/giris-yap',
    '/no-such-page',
  ];
}
