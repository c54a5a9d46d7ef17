/** Issue 5, point 6: axe (WCAG 2 A/AA, 2.1 AA, 2.2 AA) finds no violation on the public screens. */
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { putProductsInCart } from '../support/cart';

const SCREENS: [string, string][] = [
  ['home', '/'],
  ['a content page', '/about-us'],
  ['a media list', '/news'],
  ['contact', '/contact'],
  ['cart', '/cart'],
  ['checkout', '/checkout'],
];

for (const [name, path] of SCREENS) {
  test(`${name} (${path}) has no axe violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByTestId('preloader')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the cart and checkout holding products have no axe violation', async ({ page }) => {
  await putProductsInCart(page, 3);
  for (const path of ['/cart', '/checkout']) {
    await page.goto(path);
    await expect(page.getByTestId('preloader')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
