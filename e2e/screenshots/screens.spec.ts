/**
 * The screens `npm run screenshots` pictures (e2e/screenshots.config.ts): public in en and tr, admin in tr, in
 * light and dark mode.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { useLanguage } from '../support/publicSite';

const OUT = join(__dirname, '../.tmp/screenshots');
const WIDTHS = [375, 1024, 1440];
const PUBLIC: [string, string][] = [
  ['home', '/'],
  ['product', '/product/vt-4881-np01'],
  ['contact', '/contact'],
  ['news', '/news'],
  ['human-resources', '/human-resources'],
];
/** A screen's address, or how to find it (a record's screen, through its list). */
type Where = string | ((page: Page) => Promise<string>);

/** The first record's screen of an admin list. */
const firstRowOf = (list: string) => async (page: Page) => {
  await page.goto(list);
  return (await page.locator('#admin-main a[href*="/update/"]').first().getAttribute('href'))!;
};

const ADMIN: [string, Where][] = [
  ['admin-dashboard', '/admin/dashboard'],
  ['admin-users', '/admin/users'],
  ['admin-products', '/admin/pages/air-springs'],
  ['admin-product-form', '/admin/pages/air-springs/insert'],
  ['admin-page-editor', '/admin/pages/about-us'],
  ['admin-home-editor', '/admin/pages/home'],
  ['admin-news-item', firstRowOf('/admin/pages/news')],
  ['admin-audit-log', '/admin/audit-log'],
  ['admin-translations', '/admin/translations?language=tr'],
];

/** Opens `path` at `width` as a visitor with that window would, and pictures the whole page. */
async function shoot(page: Page, path: string, name: string, width: number, ready: () => Promise<void>) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(OUT, `${name}-${width}.png`), fullPage: true });
}

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

for (const lang of ['en', 'tr'] as const) {
  test(`public screens in ${lang}`, async ({ page }) => {
    await useLanguage(page, lang);
    for (const [name, path] of PUBLIC) {
      for (const width of WIDTHS) {
        await shoot(page, path, `${name}-${lang}`, width, () =>
          expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
        );
      }
    }
  });
}

test('admin screens, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const darkMode = page.getByRole('button', { name: 'Koyu Tema' });
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await darkMode.click();
    await expect(darkMode).toHaveAttribute('aria-pressed', String(mode === 'dark'));
    for (const [name, where] of ADMIN) {
      const path = typeof where === 'string' ? where : await where(page);
      for (const width of WIDTHS) {
        await shoot(page, path, mode === 'dark' ? `${name}-dark` : name, width, () =>
          expect(page.locator('#admin-main h1').first()).toBeVisible(),
        );
      }
    }
  }
  // The panel's mode is kept for the account: light again for whoever signs in next.
  await darkMode.click();
  await expect(darkMode).toHaveAttribute('aria-pressed', 'false');
});
