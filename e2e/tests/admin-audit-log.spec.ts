/**
 * History and restore (docs/architecture.md "The audit log"): a Süper Yönetici renames a product twice, opens its
 * "Geçmiş", brings the first name back with "Bu sürüme dön", and the public product page shows it at once; the
 * change, before → after, is in İşlem Kayıtları too. The history screen passes axe in light and dark.
 */
import { expectNoAxeViolations } from '../support/axe';
import { apiData, closeDialog, expect, signIn, test, sawDialog } from '../support/fixtures';

test('a product’s old name restored through its history shows on the public product page', async ({ page }) => {
  const list = await apiData<{ products: { data: { seo_name: string }[] } }>(page, '/api/pages/products/bus-air-springs?page=1');
  const seo = list.products.data[0]!.seo_name;
  const product = await apiData<{ id: number }>(page, `/api/pages/product/${seo}`);
  await signIn(page, `/admin/pages/air-springs/update/${product.id}`);
  const name = page.getByLabel(/^Ürün Adı \(EN\)/);
  await expect(name).not.toHaveValue('');
  for (const renamed of ['Audited Air Spring', 'Renamed Air Spring']) {
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await closeDialog(page, 'Güncellendi');
  }

  await page.getByRole('link', { name: 'Geçmiş' }).click();
  await page.waitForURL(`**/admin/history/product/${product.id}`);
  await expect(page.getByRole('heading', { name: `Geçmiş — Ürün #${product.id}`, level: 1 })).toBeVisible();
  const versions = page.getByTestId('history-version');
  await expect(versions.first()).toContainText('Şimdiki sürüm');
  await expectNoAxeViolations(page);

  // The newest two versions compared: the English name, field by field.
  await page.getByRole('button', { name: 'Karşılaştır' }).click();
  await expect(
    page.getByTestId('history-comparison').getByRole('row', { name: 'Ad (EN) Audited Air Spring Renamed Air Spring' }),
  ).toBeVisible();

  await versions
    .nth(1)
    .getByRole('button', { name: /Bu sürüme dön/ })
    .click();
  await page.getByRole('button', { name: 'Evet, geri dön' }).click();
  await sawDialog(page, 'Sürüm geri yüklendi');
  await expect(versions.first()).toContainText('Geri yükleme');

  await page.goto(`/product/${seo}`);
  await expect(page.getByRole('heading', { name: 'Audited Air Spring', level: 1 })).toBeVisible();

  // İşlem Kayıtları has the restore too, before → after.
  await page.goto(`/admin/audit-log?entity=product&entity_id=${product.id}`);
  const row = page.getByTestId('audit-row').first();
  await expect(row).toContainText('Geri yükleme');
  await expect(row.getByRole('row', { name: 'Ad (EN) Renamed Air Spring Audited Air Spring' })).toBeVisible();

  // Dark mode: the history screen stays readable.
  await page.evaluate(() => localStorage.setItem('body_mode', 'dark'));
  await page.goto(`/admin/history/product/${product.id}`);
  await expect(page.getByTestId('admin-frame')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(versions.first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('body_mode', 'light'));
});
