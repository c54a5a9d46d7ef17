/** Issue 4 "a session": expiry, tabs and refused tokens, in a real browser against the real API. */
import type { Page } from '@playwright/test';
import { expect, logOutFromHeader, signIn, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('a session logs itself out at its expiry and asks for a login again', async ({ page }) => {
  // The page's clock is the test's: the session's expiry (TOKEN_TTL_SECONDS, 8 hours) arrives when the test says,
  // not after a real wait (the server's own expiry is proven in api/test/auth.test.ts).
  await page.clock.install();
  await page.goto('/giris-yap');
  await page.getByLabel('E-posta').fill(ADMIN_EMAIL);
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN_PASSWORD);
  const answer = page.waitForResponse('**/api/auth/login');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  const body = (await (await answer).json()) as { expires_in: number; token: string };
  await expect(page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' })).toBeVisible();

  // The session ends expires_in seconds after the sign-in answer; the page has lived a little of that already.
  const stored = await page.evaluate(() => Number(localStorage.getItem('expires_at')));
  const left = stored - (await page.evaluate(() => Date.now()));
  expect(left).toBeGreaterThan((body.expires_in - 60) * 1000);
  // A second before the expiry the session holds; at the expiry the panel sends the visitor to the login.
  await page.clock.fastForward(left - 1000);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' })).toBeVisible();
  expect(await storedToken(page)).toBe(body.token);
  await page.clock.fastForward(1000);
  await page.waitForURL('**/giris-yap');
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('a second tab follows a logout in the first', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first);
  const second = await context.newPage();
  await second.goto('/admin/dashboard');
  await expect(second.getByRole('heading', { name: 'Kontrol Paneli' })).toBeVisible();

  await logOutFromHeader(first);
  await second.waitForURL('**/giris-yap');
  await expect(second.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  expect(await storedToken(second)).toBeNull();
});

test('a token the server no longer accepts (401) ends the session and opens the login', async ({ page }) => {
  await signIn(page);
  // The dashboard's own calls finish first: one still in flight at the revocation would get the 401 and send the page
  // to the login while the test reloads it (CI saw that race end the reload with "Not attached to an active page").
  await expect(page.getByRole('heading', { name: 'Kontrol Paneli' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const token = await storedToken(page);
  // Revoked elsewhere (another device's logout, a deactivation): the next admin call gets 401.
  const revoke = await page.request.get('/api/admin/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoke.status()).toBe(200);
  // The refused call sends the page to the login at once, maybe before the reload's own load event.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForURL('**/giris-yap');
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});
