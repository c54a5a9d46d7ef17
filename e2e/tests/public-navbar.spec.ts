/** Issue 5, point 5: at 375 px the navbar collapses and top-level categories are not links; at 1280 px they are. */
import type { Page } from '@playwright/test';
import { apiData, expect, test } from '../support/fixtures';

interface Category {
  section: string;
  name_en: string;
  seo_name: string;
}

async function firstAirSpringCategory(page: Page): Promise<Category> {
  await page.goto('/favicon.ico');
  const categories = await apiData<Category[]>(page, '/api/pages/categories');
  return categories.find((c) => c.section === 'air_springs')!;
}

test('at 375 px the menu is collapsed and top-level categories are headings, not links', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const category = await firstAirSpringCategory(page);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open or close the menu' });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Catalogues' })).toBeHidden();
  const entry = page.locator(`[data-top-category="${category.seo_name}"]`);
  // The page arrived with its categories and texts (server-rendered, hydrated): the menu opens at the first press.
  await toggle.click();
  await page.getByRole('button', { name: 'Air Springs' }).click();
  await expect(entry.getByText(category.name_en, { exact: true })).toBeVisible();
  await expect(entry.getByRole('link', { name: category.name_en, exact: true })).toHaveCount(0);
});

test('at 1280 px the menu is open and top-level categories link to their products', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const category = await firstAirSpringCategory(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open or close the menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Catalogues' })).toBeVisible();
  await page.getByRole('button', { name: 'Air Springs' }).click();
  const link = page.getByRole('link', { name: category.name_en, exact: true }).first();
  await expect(link).toHaveAttribute('href', `/products/${category.seo_name}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/products/${category.seo_name}$`));
});

test('the navbar stays on screen when the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect(page.locator('header[data-sticky="true"]')).toBeVisible();
  const box = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
  expect(box?.y ?? 99).toBeLessThanOrEqual(1);
});
