/** Issue 4 "a session": expiry, tabs and refused tokens, in a real browser against the real API. */
import type { Page } from '@playwright/test';
import { expect, logOutFromHeader, signIn, test } from '../support/fixtures';
import { E2E_PORT } from '../support/ports';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, type RunningServer } from '../support/server';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test.describe('a session given a 5-second expiry', () => {
  let shortLived: RunningServer;
  test.beforeAll(async () => {
    shortLived = await startServer(E2E_PORT + 1, { TOKEN_TTL_SECONDS: '5', SEED_DEMO: 'false' });
  });
  test.afterAll(async () => {
    await shortLived?.stop();
  });

  test('logs itself out at its expiry and asks for a login again', async ({ page }) => {
    await page.goto(`${shortLived.url}/giris-yap`);
    await page.getByLabel('E-Mail').fill(ADMIN_EMAIL);
    await page.getByLabel('Şifre', { exact: true }).fill(ADMIN_PASSWORD);
    const answer = page.waitForResponse('**/api/auth/login');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    const body = (await (await answer).json()) as { expires_in: number; token: string };
    const signedInAt = Date.now();
    expect(body.expires_in).toBe(5);

    // The panel opens (on a busy machine its screen may still be loading when the 5 s are up).
    await page.waitForURL(/\/admin/);
    // Nobody touches anything: the timer ends the session and /admin sends the visitor to the login.
    await page.waitForURL('**/giris-yap', { timeout: 20_000 });
    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual(4500);
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    await expect(page).toHaveURL(/\/giris-yap$/);
    await page.waitForLoadState('networkidle');
    expect(await storedToken(page)).toBeNull();
    const old = await page.request.get(`${shortLived.url}/api/admin/status`, {
      headers: { Authorization: `Bearer ${body.token}` },
    });
    expect(old.status()).toBe(401);
  });
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
