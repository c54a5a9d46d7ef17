import { expectNoAxeViolations } from '../support/axe';
import { expect, signIn, test, sawDialog } from '../support/fixtures';

/** A 4 × 4 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgqjgBRwzEcQAMshShojnKgwAAAABJRU5ErkJggg==',
  'base64',
);

interface Breadcrumb {
  key: string;
  title_en: string | null;
  title_tr: string | null;
  image: { url: string } | null;
}

test('breadcrumbs: a banner image and per-language titles for the news page', async ({ page }) => {
  await signIn(page, '/admin/pages/breadcrumbs');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await expect(page.getByRole('heading', { name: 'Sayfa Banner Alanları', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'section[aria-labelledby="breadcrumbs-heading"]' });

  await page.getByRole('combobox', { name: 'Sayfa' }).selectOption({ label: 'Haberler' });
  await page.getByRole('tab', { name: /^EN/ }).click();
  await page.getByLabel('Başlık (EN)').fill('News');
  await page.getByRole('tab', { name: /^TR/ }).click();
  await page.getByLabel('Başlık (TR)').fill('Haberler');
  await expect(page.getByText('Bütün diller dolu.')).toBeVisible();
  await page
    .getByRole('group', { name: 'Banner görseli' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await sawDialog(page, 'Güncellendi');
  await expect(page.getByRole('img', { name: 'Mevcut banner görseli' })).toBeVisible();

  const response = await page.request.get('/api/admin/breadcrumbs', { headers: { Authorization: `Bearer ${token}` } });
  const news = ((await response.json()) as { data: Breadcrumb[] }).data.find((b) => b.key === 'news')!;
  expect(news).toMatchObject({ title_en: 'News', title_tr: 'Haberler' });
  expect((await page.request.get(news.image!.url)).status()).toBe(200);
});
