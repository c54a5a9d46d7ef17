/**
 * Issue "Foundation", point 4, and issue 44: one remote's files unreachable → the rest keeps working, Retry
 * recovers. A page the server rendered keeps its content readable under a notice (never the error box, never "check
 * your connection"); the error box alone is shared-libs/test/RemoteModule.test.tsx's.
 */
import { expect, test } from '../support/fixtures';

const NOTICE = 'not available right now';

test('with mf_public unreachable the rendered page stays readable, login still works, and Retry recovers', async ({ page }) => {
  await page.route('**/mf/mf_public/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const notice = page.getByRole('status').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  // The server's page, as it was rendered: its footer, no error box, nothing about the visitor's connection.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('check your connection');

  // Another area is untouched: the login screen loads from its own remote.
  await page.goto('/giris-yap');
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();

  await page.goto('/');
  await expect(notice).toBeVisible();
  await page.unroute('**/mf/mf_public/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('with mf_catalogue unreachable the public frame stays and the catalogue area keeps what the server rendered', async ({
  page,
}) => {
  await page.route('**/mf/mf_catalogue/**', (route) => route.abort('connectionrefused'));
  await page.goto('/categories/air_springs');
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByTestId('category-grid')).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.unroute('**/mf/mf_catalogue/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toHaveCount(0);
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
  const notice = page.getByRole('status').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  const before = asked;
  await page.clock.runFor(2_000);
  await expect.poll(() => asked).toBeGreaterThan(before);
  await expect(notice).toBeVisible();
  await page.unroute('**/mf/mf_catalogue/**');
  await page.clock.runFor(4_000);
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('category-grid')).toBeVisible();
});
