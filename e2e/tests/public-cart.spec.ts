/**
 * Issue 5, point 4, through the UI: three products added from their product pages (the add-to-cart button), a
 * quantity changed in the cart, a reload, a checkout: the order and its lines are in the database, the cart is
 * empty, and the badge shows only while the cart holds something.
 */
import { queryDatabase } from '../support/database';
import { products, putProductsInCart } from '../support/cart';
import { expect, test } from '../support/fixtures';

test('cart → checkout stores the order with its lines and empties the cart', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Quote cart', exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  const rows = products(3);
  const added = [1, 1, 2];
  for (const [index, row] of rows.entries()) {
    await page.goto(`/product/${row.seo_name}`);
    await expect(page.getByRole('heading', { level: 1, name: row.name_en })).toBeVisible();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add to quote cart' }) });
    if (added[index] !== 1) await form.getByLabel('Quantity').fill(String(added[index]));
    await form.getByRole('button', { name: 'Add to quote cart' }).click();
    await expect(form.getByText(`In your quote cart: ${added[index]}`)).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText(String(index + 1));
  }
  await page.getByRole('link', { name: 'Quote cart, 3 products', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(page.getByLabel(`Quantity of ${rows[2]!.name_en}`)).toHaveValue('2');
  for (const row of rows) await expect(page.getByRole('link', { name: row.name_en })).toBeVisible();

  const quantity = page.getByLabel(`Quantity of ${rows[1]!.name_en}`);
  // A quantity is saved as typed: no button to press.
  await quantity.fill('7');
  await expect(page.getByText('Your cart has been updated.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(`Quantity of ${rows[1]!.name_en}`)).toHaveValue('7');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  // Typed and straight on to the checkout: nothing typed is lost.
  await page.getByLabel(`Quantity of ${rows[2]!.name_en}`).fill('4');
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Products in your request' }).getByText('× 4')).toBeVisible();
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
  // The visitor is shown the order's reference (issue 27), not its row id.
  const reference = (await page.getByTestId('order-reference').textContent()) ?? '';
  expect(reference).toMatch(/^Q-\d{4}-[2-9A-HJ-NP-Z]{5}$/);
  const [order] = queryDatabase<{ id: number; company_name: string }>(
    'select id, company_name from orders where reference = ?',
    reference,
  );
  expect(order?.company_name).toBe(company);
  const lines = queryDatabase<{ product_token: string; code: string; name: string; quantity: number }>(
    'select product_token, code, name, quantity from order_lines where order_id = ? order by id',
    order!.id,
  );
  expect(lines).toEqual(
    rows.map((row, i) => ({ product_token: row.token, code: row.code, name: row.name_en, quantity: [added[0], 7, 4][i] })),
  );

  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByText('Your quote cart is empty.')).toBeVisible();
});

/**
 * The cart's lines come from what the browser keeps, after the page is taken over; a rendered page carries only the
 * texts its render used, and the rest of the pack may come later (or, on a bad connection, not at all). A run saw
 * the lines labelled with their keys ("cart_page.quantity_of") for good. Here the rest never comes: the lines, the
 * checkout's and a product page's cart line are in the visitor's language all the same.
 */
test('with the rest of the language pack held back, the cart, the checkout and a product page name the cart in words', async ({
  page,
}) => {
  const [first, second] = await putProductsInCart(page, 2);
  let heldBack = 0;
  await page.route(/\/api\/pages\/static-languages\?/, (route) => {
    heldBack += 1;
    return route.abort();
  });

  await page.goto('/cart?lang=tr');
  await expect(page.getByLabel(`${first!.name_tr} adedi`)).toHaveValue('1');
  await expect(page.getByRole('button', { name: `${second!.name_tr} ürününü sepetten kaldır` })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/cart(_page)?\./);

  await page.goto('/checkout?lang=tr');
  await expect(page.getByRole('region', { name: 'Talebinizdeki ürünler' }).getByText(second!.name_tr)).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/(cart|cart_page|checkout)\./);

  await page.goto(`/product/${first!.seo_name}?lang=tr`);
  await expect(page.getByText('Teklif sepetinizde: 1')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/catalogue\./);
  expect(heldBack).toBeGreaterThan(0);
});
