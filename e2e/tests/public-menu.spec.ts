/**
 * Issue 25, items 7 and 8: the phone menu and the desktop groups open without JavaScript (details/summary) and,
 * hydrated, speak as buttons with aria-expanded, without a hydration warning; the reading and Tab order is logo →
 * menu → search, cart, language; phone menu entries stand clear of the screen's edge; a news article's picture
 * stays within the screen and its lines within ~70 characters; news cards' pictures have one shape.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('at 375 px the menu button opens the menu and a group opens its entries', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/?lang=en');
    const catalogues = menu(page).getByRole('link', { name: 'Catalogues' });
    await expect(catalogues).toBeHidden();
    await page.locator('.site-menu > summary').click();
    await expect(catalogues).toBeVisible();
    const corporate = page.locator('.site-disclosure > summary', { hasText: 'Corporate' });
    await corporate.click();
    await expect(menu(page).getByRole('link', { name: 'About Us' })).toBeVisible();
    await menu(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test('at 1280 px the menu is in the bar and a dropdown opens by click and by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/?lang=en');
    await expect(page.locator('.site-menu > summary')).toBeHidden();
    await expect(menu(page).getByRole('link', { name: 'Catalogues' })).toBeVisible();
    const media = page.locator('.site-disclosure > summary', { hasText: 'Media' });
    await media.click();
    await expect(menu(page).getByRole('link', { name: 'News' })).toBeVisible();
    await media.click();
    await expect(menu(page).getByRole('link', { name: 'News' })).toBeHidden();
    await media.focus();
    await page.keyboard.press('Enter');
    await expect(menu(page).getByRole('link', { name: 'News' })).toBeVisible();
  });
});

test('hydrated: no hydration warning; the menu button and the groups say whether they are open', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/?lang=en');
  await page.waitForLoadState('networkidle');
  const toggle = page.getByRole('button', { name: 'Open or close the menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const group = page.getByRole('button', { name: 'Corporate' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).getByRole('link', { name: 'About Us' })).toBeVisible();
  // Escape closes the group back to its button.
  await page.keyboard.press('Escape');
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(group).toBeFocused();

  // Phone menu entries stand clear of the screen's edges.
  const textStarts = await menu(page)
    .locator('#public-nav .nav-link')
    .evaluateAll((links) =>
      links
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => link.getBoundingClientRect().left + parseFloat(getComputedStyle(link).paddingLeft)),
    );
  expect(Math.min(...textStarts)).toBeGreaterThanOrEqual(20);
  expect(messages.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
});

test('Tab runs logo → menu → search, cart and language, at 1280 and at 375 px', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?lang=en');
    await page.waitForLoadState('networkidle');
    const order = await page.evaluate(() => {
      const nav = document.querySelector('nav.site-navbar')!;
      const focusable = Array.from(nav.querySelectorAll<HTMLElement>('a[href], button, summary'));
      return focusable
        .filter((element) => element.getClientRects().length > 0)
        .map((element) =>
          element.closest('.site-brand')
            ? 'logo'
            : element.closest('.site-tools')
              ? 'tools'
              : element.closest('.site-menu')
                ? 'menu'
                : 'other',
        );
    });
    const firstTool = order.indexOf('tools');
    expect(order[0], `${width}`).toBe('logo');
    expect(order.lastIndexOf('menu'), `${width}`).toBeLessThan(firstTool);
    expect(order.indexOf('menu'), `${width}`).toBe(1);
  }
});

test('a news article: the picture within 60% of the screen, lines of about 70 characters; cards of one shape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/news?lang=en');
  const pictures = page.locator('main article.card img');
  await expect(pictures.first()).toBeVisible();
  const ratios = await pictures.evaluateAll((images) =>
    images.map((image) => {
      const box = image.getBoundingClientRect();
      return Math.round((box.width / box.height) * 100) / 100;
    }),
  );
  expect(new Set(ratios).size).toBe(1);

  await page.locator('main article.card a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const picture = page.locator('main img.article-picture');
  if ((await picture.count()) > 0) {
    const box = (await picture.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(900 * 0.6 + 1);
  }
  const column = (await page.locator('main .reading-column').boundingBox())!;
  // 70ch of the body font is about 600 to 720 px.
  expect(column.width).toBeLessThanOrEqual(760);
  expect(column.width).toBeGreaterThan(500);
});
