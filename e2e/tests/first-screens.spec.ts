/** Issue "Foundation", point 1 and 3: each area shows its remote's first screen with data from the database. */
import { apiData, expect, signIn, test } from '../support/fixtures';

interface Localized {
  [field: string]: unknown;
}

test('the home page shows the hero, featured categories and news from the database, in English', async ({ page }) => {
  const home = await apiData<{ slider: Localized[]; featured_categories: Localized[]; latest_news: Localized[] }>(
    page,
    '/api/pages/content?page=home&lang=en',
  );
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: String(home.slider[0]?.title_en) })).toBeVisible();
  for (const category of home.featured_categories) {
    await expect(page.getByRole('link', { name: String(category.name_en) }).first()).toBeVisible();
  }
  for (const news of home.latest_news) {
    await expect(page.getByRole('heading', { name: String(news.title_en) })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText('©');
});

test("/categories/air_springs shows the section's categories from mf_catalogue", async ({ page }) => {
  const categories = await apiData<(Localized & { section: string })[]>(page, '/api/pages/categories');
  const airSprings = categories.filter((category) => category.section === 'air_springs');
  expect(airSprings.length).toBeGreaterThan(0);
  await page.goto('/categories/air_springs');
  const grid = page.getByTestId('category-grid');
  for (const category of airSprings) {
    await expect(grid.getByRole('link', { name: String(category.name_en) })).toBeVisible();
  }
});

test('/giris-yap shows the login form of mf_auth', async ({ page }) => {
  await page.goto('/giris-yap');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  await expect(page.getByLabel('E-posta')).toBeVisible();
  await expect(page.getByLabel('Şifre', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Beni Hatırla')).toBeVisible();
});

test('a signed-in staff member sees the admin frame and the dashboard counts from the database', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Kontrol Paneli' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${token}` } });
  const stats = ((await response.json()) as { data: { products: { air_springs: number; spare_parts: number } } }).data;
  await expect(page.getByText('Hava Körüğü Ürünleri').locator('..')).toContainText(String(stats.products.air_springs));
  await expect(page.getByText('Yedek Parça Ürünleri').locator('..')).toContainText(String(stats.products.spare_parts));
  for (const heading of ['Menü', 'İçerik İşlemleri', 'Genel Ayarlar', 'Form Bilgileri', 'Destek']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('current-user')).toContainText('Süper Yönetici');
});

test('/admin without a valid token ends on /giris-yap', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/giris-yap$/);
  await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/giris-yap$/);
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
});

test('an unknown public path shows the not-found page where it was asked (404), in English by default, with a link home', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/no-such-page\/at-all$/);
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/admin opens the dashboard, and unknown admin paths end on /admin/404', async ({ page }) => {
  await signIn(page, '/admin');
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/no-such-screen');
  await expect(page).toHaveURL(/\/admin\/404$/);
  await expect(page.getByRole('heading', { name: 'Sayfa Bulunamadı' })).toBeVisible();
});
