/**
 * Issue 5, point 2: switching the language sets `_lang` for 365 days, changes static texts and content without
 * a reload, and survives a reload.
 */
import { apiData, expect, test } from '../support/fixtures';

test('switching to TR and back changes texts and content in place, and the choice survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/about-us');
  const about = await apiData<Record<string, string>>(page, '/api/pages/content?page=about_us');
  const meta = await apiData<Record<string, Record<string, string>>>(page, '/api/pages/page-meta');
  await expect(page.getByRole('heading', { level: 1, name: about.title_en })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true }).first()).toBeVisible();
  // A marker on the window: it disappears if the page reloads.
  await page.evaluate(() => Object.assign(window, { __noReload: true }));

  const changed = page.waitForResponse((r) => r.url().includes('/api/pages/change-language/tr'));
  await page.getByRole('link', { name: 'TR', exact: true }).click();
  await changed;
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1, name: about.title_tr })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana Sayfa', exact: true }).first()).toBeVisible();
  await expect(page).toHaveTitle(meta.about_us!.title_tr!);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  const cookie = (await context.cookies()).find((c) => c.name === '_lang');
  expect(cookie?.value).toBe('tr');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('tr');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1, name: about.title_tr })).toBeVisible();

  await page.getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: about.title_en })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('contact details and footer follow the language', async ({ page }) => {
  await page.goto('/contact');
  const tr = await apiData<Record<string, { name: string }[]>>(page, '/api/pages/contact-information?lang=tr');
  await page.getByRole('link', { name: 'TR', exact: true }).click();
  await expect(page.getByRole('contentinfo').getByText(tr.adres![0]!.name).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Kurumsal');
});

test('a language link opened in a new tab (?lang=) shows the page in that language and keeps the choice', async ({ page }) => {
  const about = await apiData<Record<string, string>>(page, '/api/pages/content?page=about_us');
  await page.goto('/about-us?lang=tr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1, name: about.title_tr })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('tr');

  // The choice stays when the visitor goes on without the parameter.
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: about.title_tr })).toBeVisible();
});

test('the address names the language picked: ?lang=tr after TR (a reload stays Turkish), none after EN; the tab title follows', async ({
  page,
}) => {
  const product = await apiData<{ code: string; name_en: string; name_tr: string }>(page, '/api/pages/product/vt-4881-np01');
  await page.goto('/product/vt-4881-np01?lang=en');
  await expect(page).toHaveTitle(new RegExp(product.name_en));

  await page.getByRole('link', { name: 'TR', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/vt-4881-np01\?lang=tr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page).toHaveTitle(new RegExp(product.name_tr));
  // No preloader covers a language change: it is the same page.
  await expect(page.getByTestId('preloader')).toHaveCount(0);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1, name: product.name_tr })).toBeVisible();

  await page.getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/vt-4881-np01$/);
  await expect(page).toHaveTitle(new RegExp(product.name_en));
});

test('a link followed on a Turkish page keeps ?lang=tr in the address, so the address shared opens in Turkish', async ({
  page,
}) => {
  await page.goto('/?lang=tr');
  await page.locator('a[href="/about-us"]:visible').first().click();
  await expect(page).toHaveURL(/\/about-us\?lang=tr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});
