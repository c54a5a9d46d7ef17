/**
 * The brand's colours colour the site (docs/design.md, "Brand colours"): a primary button is the main colour the
 * site settings hold, and it changes when staff change that colour in the admin.
 */
import type { Page } from '@playwright/test';
import { expect, sawDialog, signIn, test } from '../support/fixtures';

const rgbOf = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

/** The main colour in the page's runtime config (what the server wrote for this page). */
const mainColour = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(document.getElementById('vitrin-config')!.textContent!) as { brand: { mainColor: string } }).brand.mainColor,
  );

/** The contact form's send button: a primary button every visitor meets. */
const sendButton = (page: Page) => page.locator('main form .btn-primary[type="submit"]').first();

async function setMainColour(page: Page, colour: string) {
  await page.goto('/admin/settings/site');
  const field = page.getByLabel('Ana renk');
  await field.fill(colour);
  await page.locator('form[aria-labelledby="brand-title"]').getByRole('button', { name: 'Kaydet' }).click();
  await sawDialog(page, /^(Başarılı|Güncellendi)$/);
}

test('a primary button wears the brand’s main colour, and follows it when staff change it', async ({ page }) => {
  await page.goto('/contact');
  const before = await mainColour(page);
  await expect(sendButton(page)).toHaveCSS('background-color', rgbOf(before));
  // Links are the main colour too (or a darker shade of it where it would be too light to read).
  const banner = page.locator('.site-banner');
  await expect(banner).toHaveCSS('background-color', rgbOf(before));

  await signIn(page);
  const changed = before.toLowerCase() === '#7a1f5c' ? '#1f5c7a' : '#7a1f5c';
  try {
    await setMainColour(page, changed);
    await page.goto('/contact');
    await expect(sendButton(page)).toHaveCSS('background-color', rgbOf(changed));
    await expect(banner).toHaveCSS('background-color', rgbOf(changed));
  } finally {
    await setMainColour(page, before);
  }
});
