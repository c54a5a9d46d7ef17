/**
 * The admin holds up on a phone and in dark mode (docs/design.md, "Admin on a phone, in dark mode"): at 375 px
 * the page never scrolls sideways, the header's brand stays clear of its buttons and a list's row actions are in
 * sight; in dark mode the top bar, its profile menu and the rich-text toolbar are dark.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';

/** The relative luminance (0 black … 1 white) of an element's computed background colour. */
async function backgroundLuminance(locator: Locator): Promise<number> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r, g, b] = colour
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number) as [number, number, number];
  const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** What is drawn at the middle of the element is the element itself (nothing covers it). */
async function expectUncovered(locator: Locator) {
  const uncovered = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!top && (top === element || element.contains(top));
  });
  expect(uncovered).toBe(true);
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('at 375 px: no sideways scroll, the brand clear of the buttons, a row’s actions in sight', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, '/admin/pages/air-springs');
  // The rows are cards on a phone (docs/design.md): the first one's actions, scrolled to, are whole and uncovered.
  const firstRow = page.locator('tbody tr').first();
  const edit = firstRow.getByRole('link', { name: /^Düzenle: / });
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport({ ratio: 1 });
  await expectUncovered(edit);
  await expectUncovered(firstRow.getByRole('button', { name: /^Sil: / }));
  expect(await pageScrollsSideways(page)).toBe(false);

  const brand = await page.locator('.admin-brand').boundingBox();
  // The buttons after the brand (the menu button sits before it).
  const buttons = await page
    .locator('.admin-header > :last-child button:visible')
    .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().left));
  expect(buttons.length).toBeGreaterThan(0);
  expect(brand!.x + brand!.width).toBeLessThanOrEqual(Math.min(...buttons));
});

test('dark mode: the top bar, the profile menu and the rich-text toolbar are dark', async ({ page }) => {
  await signIn(page);
  const toggle = page.getByRole('button', { name: 'Koyu Tema' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  try {
    const header = page.locator('header.admin-header');
    expect(await backgroundLuminance(header)).toBeLessThan(0.05);
    await header.getByRole('button', { name: /Profil/ }).click();
    expect(await backgroundLuminance(header.locator('.dropdown-menu'))).toBeLessThan(0.05);
    await page.keyboard.press('Escape');

    await page.goto('/admin/pages/about-us');
    const plain = page.locator('.rte-toolbar .rte-button.btn-light').first();
    await expect(plain).toBeVisible();
    expect(await backgroundLuminance(plain)).toBeLessThan(0.05);
  } finally {
    await page.getByRole('button', { name: 'Koyu Tema' }).click();
    await expect(page.getByRole('button', { name: 'Koyu Tema' })).toHaveAttribute('aria-pressed', 'false');
  }
});
