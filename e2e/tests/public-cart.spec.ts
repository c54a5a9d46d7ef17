/**
 * Issue 5, point 4: three products in the cart, a quantity changed, a reload, a checkout: the order and its
 * lines are in the database, the cart is empty, and the badge shows only while the cart holds something.
 */
import { queryDatabase } from '../support/database';
import { putProductsInCart } from '../support/cart';
import { expect, test } from '../support/fixtures';

test('cart → checkout stores the order with its lines and empties the cart', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Quote cart', exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  const rows = await putProductsInCart(page, 3);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  for (const row of rows) await expect(page.getByRole('link', { name: row.name_en })).toBeVisible();

  const quantity = page.getByLabel(`Quantity of ${rows[1]!.name_en}`);
  await quantity.fill('7');
  await quantity.locator('xpath=ancestor::tr').getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your cart has been updated.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(`Quantity of ${rows[1]!.name_en}`)).toHaveValue('7');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  await page.getByRole('link', { name: 'Request a quote' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const company = `E2E Filo ${Date.now()}`;
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Full name').fill('Ayşe Yılmaz');
  await page.getByLabel('E-mail address').fill('ayse@example.com');
  await page.getByLabel('Phone number').fill('+90 555 111 22 33');
  await page.getByLabel('Country').fill('Türkiye');
  await page.getByLabel('City').fill('İstanbul');
  await page.getByRole('button', { name: 'Send quote request' }).click();
  await expect(page.getByText('Please give your consent to continue')).toBeVisible();
  await page.getByLabel(/I agree to the processing/).check();
  await page.getByRole('button', { name: 'Send quote request' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Quote request sent' })).toBeVisible();
  const number = await page.getByRole('status').locator('strong').textContent();
  const [order] = queryDatabase<{ id: number; company_name: string }>(
    'select id, company_name from orders where id = ?',
    Number(number),
  );
  expect(order?.company_name).toBe(company);
  const lines = queryDatabase<{ product_token: string; code: string; name: string; quantity: number }>(
    'select product_token, code, name, quantity from order_lines where order_id = ? order by id',
    Number(number),
  );
  expect(lines).toEqual(
    rows.map((row, i) => ({ product_token: row.token, code: row.code, name: row.name_en, quantity: i === 1 ? 7 : 1 })),
  );

  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByText('Your quote cart is empty.')).toBeVisible();
});
