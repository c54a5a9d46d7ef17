/**
 * Translation status (docs/architecture.md "Translation status"), the journey across two remotes: a product whose
 * Turkish name was cleared shows in mf-admin's "Çeviri Durumu"; its field's link opens mf-catalogue's product editor
 * on the Turkish tab with the name focused; once named, the product leaves the report. The report holds up at
 * 375 px and is axe-clean in light and dark.
 */
import { expectNoAxeViolations } from '../support/axe';
import { apiData, expect, signIn, test, sawDialog } from '../support/fixtures';

test('a product missing its Turkish name: found in the report, named from its link, gone from the report', async ({ page }) => {
  const list = await apiData<{ products: { data: { seo_name: string }[] } }>(page, '/api/pages/products/bus-air-springs?page=1');
  const product = await apiData<{ id: number }>(page, `/api/pages/product/${list.products.data[0]!.seo_name}`);
  await signIn(page, `/admin/pages/air-springs/update/${product.id}`);
  const englishName = await page.getByLabel(/^Ürün Adı \(EN\)/).inputValue();
  await page.getByRole('tab', { name: /TR/ }).click();
  await page.getByLabel(/^Ürün Adı \(TR\)/).fill('');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await sawDialog(page, 'Güncellendi');
  await page.keyboard.press('Escape');

  await page.goto('/admin/translations?language=tr&kind=product');
  await expect(page.getByRole('heading', { name: 'Çeviri Durumu' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(englishName) });
  await row.getByRole('link', { name: `Ad (TR) alanını aç: ${englishName}` }).click();

  await page.waitForURL(`**/admin/pages/air-springs/update/${product.id}?tab=tr&field=name`);
  const turkishName = page.getByLabel(/^Ürün Adı \(TR\)/);
  await expect(turkishName).toBeFocused();
  await turkishName.fill('Çevrilmiş Körük');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await sawDialog(page, 'Güncellendi');
  await page.keyboard.press('Escape');

  await page.goto('/admin/translations?language=tr&kind=product');
  await expect(page.getByRole('heading', { name: 'Çeviri Durumu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kayıt türleri' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(englishName) })).toHaveCount(0);
});

test('the report at 375 px without sideways scroll, axe-clean in light and dark', async ({ page }) => {
  await signIn(page, '/admin/translations?language=tr');
  await expect(page.getByRole('navigation', { name: 'Kayıt türleri' })).toBeVisible();
  await expectNoAxeViolations(page);
  const dark = page.getByRole('button', { name: 'Koyu Tema' });
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  try {
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByLabel('Dil')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
  } finally {
    await dark.click();
    await expect(dark).toHaveAttribute('aria-pressed', 'false');
  }
});
