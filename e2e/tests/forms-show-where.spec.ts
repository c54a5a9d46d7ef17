/**
 * Forms show where they went wrong (docs/validation.md, "Showing where"): after a refused send the first invalid
 * field has the focus and is on screen, on the public forms (checkout on a phone, contact) and on the admin's
 * (useStaffForm), whose failure dialog names the field. Checkout takes a real phone number and country.
 */
import type { Locator } from '@playwright/test';
import { putProductsInCart } from '../support/cart';
import { expect, signIn, test } from '../support/fixtures';

/** The field has the keyboard focus and lies inside the window. */
async function expectFocusedInView(field: Locator) {
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
}

test('checkout on a phone: a refused send takes the visitor to the first wrong field; "abc" and "1" are refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await putProductsInCart(page, 2);
  await page.goto('/checkout');
  await page.getByLabel('Company name').fill('E2E Filo');
  await page.getByLabel('Full name').fill('Ayşe Yılmaz');
  await page.getByLabel('Phone number').fill('abc');
  await page.getByLabel('Country').fill('1');
  await page.getByLabel('City').fill('İstanbul');
  await page.getByRole('button', { name: 'Send quote request' }).click();
  await expectFocusedInView(page.getByLabel('E-mail address'));

  await page.getByLabel('E-mail address').fill('ayse@example.com');
  await page.getByRole('button', { name: 'Send quote request' }).click();
  const phone = page.getByLabel('Phone number');
  await expectFocusedInView(phone);
  await expect(phone).toHaveAccessibleDescription(/Enter a phone number/);
  await expect(page.getByLabel('Country')).toHaveAccessibleDescription('Enter the name of a country');

  await phone.fill('+90 (532) 111-22-33');
  await page.getByLabel('Country').fill('Türkiye');
  await page.getByRole('button', { name: 'Send quote request' }).click();
  // The consent is what is left: its box takes the focus.
  await expectFocusedInView(page.getByLabel(/I agree to the processing/));
});

test('contact: an empty send focuses the first field', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('main').getByRole('form', { name: 'Get in touch' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expectFocusedInView(form.getByLabel('Company name'));
});

test('admin: a refused save focuses the first invalid field and its dialog names it', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 600 });
  await signIn(page, '/admin/pages/blog/insert');
  const title = page.getByLabel('Başlık (EN)');
  await expect(title).toBeVisible();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('dialog')).toContainText('Başlık (EN): * Bu Alan Zorunlu');
  await expect(page.locator('.swal2-container')).toHaveCount(0);
  await expectFocusedInView(title);
});
