import { signIn, test, withOwnServer } from '../support/fixtures';
import { E2E_PORT } from '../support/ports';

withOwnServer(E2E_PORT + 13);

for (const width of [375, 1024, 1440]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/admin/pages/air-springs?sort=-code&is_active=1');
    await page.getByRole('table').waitFor();
    await page.screenshot({ path: `/tmp/shots/products-${width}.png`, fullPage: false });
    await page.goto('/admin/orders');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/orders-${width}.png` });
    await page.goto('/admin/dashboard');
    await page.waitForTimeout(500);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('vt-48');
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/shots/palette-${width}.png` });
  });
}
