/** Helpers of the public-site specs: the API's content and page meta as a client reads them. */
import type { Page } from '@playwright/test';
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
    localStorage.setItem('lang', value);
    document.cookie = `_lang=${value}; path=/`;
  }, lang);
}

/** chooseLanguage under the name the route specs call it by. */
export const useLanguage = chooseLanguage;

export async function pageMeta(page: Page): Promise<Record<string, Texts>> {
  return apiData<Record<string, Texts>>(page, '/api/pages/page-meta');
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
