/**
 * The audit log (docs/architecture.md "The audit log"): a Süper Yönetici renames a product and finds the change,
 * before → after, in İşlem Kayıtları, reached from the product's own "Geçmiş" link.
 */
import { apiData, expect, signIn, test } from '../support/fixtures';

test('a renamed product shows in İşlem Kayıtları with its old and new name', async ({ page }) => {
  await signIn(page);
  const list = await apiData<{ products: { data: { seo_name: string }[] } }>(page, '/api/pages/products/bus-air-springs?page=1');
  const product = await apiData<{ id: number }>(page, `/api/pages/product/${list.products.data[0]!.seo_name}`);

  await page.goto(`/admin/pages/air-springs/update/${product.id}`);
  const name = page.getByLabel(/^Ürün Adı \(EN\)/);
  await expect(name).not.toHaveValue('');
  const before = await name.inputValue();
  await name.fill('Audited Air Spring');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Güncellendi' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Geçmiş' }).click();
  await page.waitForURL(`**/admin/audit-log?entity=product&entity_id=${product.id}`);
  await expect(page.getByRole('heading', { name: 'İşlem Kayıtları' })).toBeVisible();
  const row = page.getByTestId('audit-row').first();
  await expect(row).toContainText('Güncelleme');
  await expect(row).toContainText(`Ürün #${product.id}`);
  // The field by its Turkish name, the language's code after it.
  await expect(row.getByRole('row', { name: `Ad (EN) ${before} Audited Air Spring` })).toBeVisible();
  // The menu leads there too.
  await expect(page.getByRole('link', { name: 'İşlem Kayıtları' })).toBeVisible();
});
