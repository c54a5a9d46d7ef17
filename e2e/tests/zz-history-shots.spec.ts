import { apiData, expect, signIn, test } from '../support/fixtures';

test('history screenshots', async ({ page }) => {
  await signIn(page);
  const list = await apiData<{ products: { data: { seo_name: string }[] } }>(page, '/api/pages/products/bus-air-springs?page=1');
  const product = await apiData<{ id: number }>(page, `/api/pages/product/${list.products.data[0]!.seo_name}`);
  for (const mode of ['light', 'dark']) {
    await page.evaluate((m) => localStorage.setItem('body_mode', m), mode);
    for (const width of [375, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/history/product/${product.id}`);
      await expect(page.getByTestId('history-version').first()).toBeVisible();
      const compare = page.getByRole('button', { name: 'Karşılaştır' });
      if (await compare.isVisible()) {
        await compare.click();
        await expect(page.getByTestId('history-comparison')).toBeVisible();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      console.log(`overflow ${mode} ${width}: ${overflow}`);
      await page.screenshot({ path: `/tmp/hist-shot-${mode}-${width}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('body_mode', 'light'));
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`/admin/audit-log?entity=product&entity_id=${product.id}`);
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await page.screenshot({ path: `/tmp/hist-shot-auditlog-1024.png`, fullPage: false });
});
