/** Issue "Foundation", point 4: one remote's files unreachable → a fallback with Retry; the rest keeps working. */
import { expect, test } from '../support/fixtures';

test('with mf_public unreachable the shell shows the fallback, login still works, and Retry recovers', async ({ page }) => {
  await page.route('**/mf/mf_public/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(fallback).toBeVisible();

  // Another area is untouched: the login screen loads from its own remote.
  await page.goto('/giris-yap');
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();

  await page.goto('/');
  await expect(fallback).toBeVisible();
  await page.unroute('**/mf/mf_public/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(fallback).toHaveCount(0);
});

test('with mf_catalogue unreachable the public frame stays and only the catalogue area falls back', async ({ page }) => {
  await page.route('**/mf/mf_catalogue/**', (route) => route.abort('connectionrefused'));
  await page.goto('/categories/air_springs');
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.unroute('**/mf/mf_catalogue/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('category-grid')).toBeVisible();
});
