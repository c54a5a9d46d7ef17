/**
 * Issue 25, item 9: the product form's save bar stays in reach at 375 px without covering a field; the product
 * list shows a small thumbnail and a status badge per row; a product's edit screen opens and marks its menu group.
 */
import { expect, signIn, test } from '../support/fixtures';

test('at 375 px the product form keeps its Save button on screen, and the bar never covers the last field', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, '/admin/pages/air-springs/insert');
  const form = page.getByRole('form', { name: 'Yeni Ürün' });
  const save = form.getByRole('button', { name: 'Kaydet' });
  await expect(save).toBeVisible();
  // Halfway down the form the button is still in sight.
  await form.getByRole('checkbox').first().scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport({ ratio: 1 });
  // At the form's end the bar sits below the last field.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bar = (await page.locator('.staff-form-actions').first().boundingBox())!;
  const lastField = (await form.locator('button:not([type="submit"]), input, select, textarea').last().boundingBox())!;
  expect(lastField.y + lastField.height).toBeLessThanOrEqual(bar.y + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
});

test('the product list: each row a small thumbnail (never the original) and a status badge; its edit screen marks the menu group', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, '/admin/pages/air-springs');
  const firstRow = page.locator('tbody tr').first();
  const thumbnail = firstRow.locator('img');
  await expect(thumbnail).toBeVisible();
  const size = await thumbnail.evaluate((image: HTMLImageElement) => ({
    shown: image.getBoundingClientRect().width,
    natural: image.naturalWidth,
  }));
  expect(size.shown).toBeLessThanOrEqual(64);
  expect(size.natural).toBeLessThanOrEqual(640);
  await expect(firstRow.locator('.badge')).toHaveText(/Aktif|Pasif/);

  await firstRow.getByRole('link', { name: /^Düzenle: / }).click();
  await expect(page.locator('#admin-main h1')).toHaveText(/Ürünü Düzenle/);
  const menu = page.getByRole('navigation', { name: 'Yönetim Paneli' });
  await expect(menu.getByRole('button', { name: 'Hava Körükleri' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute('href', '/admin/pages/air-springs');
});
