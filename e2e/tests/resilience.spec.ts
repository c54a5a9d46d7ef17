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

test('a region that fell back retries by itself, waiting longer each time, and recovers without a click', async ({ page }) => {
  // The page's clock is the test's: the retries' waits (2 s, then 4 s) pass when the test says.
  await page.clock.install();
  let asked = 0;
  await page.route('**/mf/mf_catalogue/**', (route) => {
    asked += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/categories/air_springs');
  const fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(fallback).toBeVisible();
  const before = asked;
  await page.clock.runFor(2_000);
  await expect.poll(() => asked).toBeGreaterThan(before);
  await expect(fallback).toBeVisible();
  await page.unroute('**/mf/mf_catalogue/**');
  await page.clock.runFor(4_000);
  await expect(page.getByTestId('category-grid')).toBeVisible();
  await expect(fallback).toHaveCount(0);
});
