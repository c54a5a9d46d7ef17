/**
 * Issue 40 in the browser: the finder refines live with script and Back steps through its searches; "Compare" on
 * cards collects products for the compare page; the new pages are axe-clean and fit 375 to 1440 px.
 */
import { expectNoAxeViolations } from '../support/axe';
import { expect, hydrated, test } from '../support/fixtures';
import { sidewaysOverflow } from '../support/widths';

test('the finder refines live as measurements are typed, and Back returns to the previous search', async ({ page }) => {
  await page.goto('/finder?section=air_springs');
  await hydrated(page);
  await expect(page.getByTestId('finder-results')).toBeVisible();
  const all = await page.getByTestId('product-card').count();
  await page.getByLabel('From', { exact: true }).first().fill('380');
  await page.getByLabel('To', { exact: true }).first().fill('400');
  await expect(page).toHaveURL(/max_height_min=380&max_height_max=400/);
  await expect.poll(() => page.getByTestId('product-card').count()).toBeLessThan(all);
  await expect(page.getByTestId('finder-results')).toContainText('VT 4881 NP01');

  await page.goBack();
  await expect(page).not.toHaveURL(/max_height_max=400/);
  // The form shows the address it is at again.
  await expect(page.getByLabel('To', { exact: true }).first()).not.toHaveValue('400');
});

test('Compare on two product cards opens their compare page; each can go to the quote cart', async ({ page }) => {
  await page.goto('/search-products?search=4881');
  await hydrated(page);
  const cards = page.getByTestId('product-card');
  await cards.nth(0).getByTestId('compare-toggle').click();
  await cards.nth(1).getByTestId('compare-toggle').click();
  await expect(cards.nth(1).getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
  await cards.nth(1).getByRole('link', { name: 'Compare 2' }).click();
  await expect(page).toHaveURL(/\/compare\?products=/);
  const table = page.getByTestId('compare-table');
  await expect(table.locator('thead th')).toHaveCount(2);
  await expect(page.getByTestId('compare-max_height')).toBeVisible();
  await table
    .getByRole('button', { name: /Add .* to the quote cart/ })
    .first()
    .click();
  await expect(table.getByRole('button', { name: /Remove .* from the quote cart/ })).toHaveCount(1);
});

for (const [path, ready] of [
  ['/cross-reference/firestone/w01-358-9082', 'cross-reference-products'],
  ['/cross-reference/contitech', 'cross-reference-numbers'],
  ['/cross-reference', 'cross-reference-manufacturers'],
  ['/finder?section=air_springs&max_height_min=380&max_height_max=400', 'finder-results'],
  ['/compare?products=vt-4881-np01,vt-4730-np02,vt-4757-np05', 'compare-table'],
] as const) {
  test(`${path} at 375, 1024 and 1440 px: axe-clean, no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByTestId(ready)).toBeVisible();
    // One load, three widths: the page is measured as a visitor who turns or resizes the screen has it.
    for (const width of [375, 1024, 1440]) {
      // A wide comparison scrolls inside its own box, never the page.
      expect(await sidewaysOverflow(page, width), `${path} at ${width} px`).toEqual([]);
      await expectNoAxeViolations(page, { include: 'main' });
      if (process.env.SCREENSHOTS)
        await page.screenshot({ path: `.tmp/shots/${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`, fullPage: true });
    }
  });
}
