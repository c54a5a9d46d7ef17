/** Issue 4 "a session": the login screen against the real API, and its accessibility. */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { closeDialog, csrfTokenOf, expect, logOutFromHeader, signIn, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

const bearer = (token: string | null) => ({ Authorization: `Bearer ${token ?? ''}` });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function fillLogin(page: Page, email: string, password: string) {
  await page.goto('/giris-yap');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
}

test('a wrong password shows the server’s message and keeps the visitor on the login screen', async ({ page }) => {
  await fillLogin(page, ADMIN_EMAIL, 'not-the-password');
  const answer = page.waitForResponse('**/api/auth/login');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  const body = (await (await answer).json()) as { success: boolean; message: string };
  expect(body.success).toBe(false);
  await expect(page.getByRole('dialog', { name: body.message })).toBeVisible();
  expect(body.message).toBe('E-Mail veya Şifre Hatalı!');
  // Closed as a person closes it (its three seconds are LoginPage.test.tsx's): the form is still there, signed out.
  await closeDialog(page, body.message);
  await expect(page).toHaveURL(/\/giris-yap$/);
  expect(await storedToken(page)).toBeNull();
});

test('by keyboard alone, the right password shows “Giriş Yapıldı!”, lands on the dashboard, and a reload keeps the session', async ({
  page,
}) => {
  // The one sign-in driven through the form (the other tests sign in with the screen's own call, fixtures.ts):
  // Tab order e-mail → show password → remember me → submit, each reached and pressed from the keyboard.
  await page.goto('/giris-yap');
  await page.getByLabel('E-posta').focus();
  await page.keyboard.type(ADMIN_EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Şifreyi Göster' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Şifre', { exact: true })).toHaveAttribute('type', 'text');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Beni Hatırla')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeFocused();
  await page.keyboard.press('Enter');
  const notice = page.getByRole('dialog', { name: 'Giriş Yapıldı!' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Yönlendiriliyorsunuz...');
  await page.waitForURL('**/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Kontrol Paneli' })).toBeVisible();
  await expect(page.getByTestId('current-user')).toContainText('Süper Yönetici');

  const token = await storedToken(page);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const expiresAt = Number(await page.evaluate(() => localStorage.getItem('expires_at')));
  expect(expiresAt).toBeGreaterThan(Date.now() + 7 * 3600 * 1000);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kontrol Paneli' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await storedToken(page)).toBe(token);

  // Signed in, the login screen sends the visitor on to the panel.
  await page.goto('/giris-yap');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the header’s logout ends the session on the server and goes to the site origin', async ({ page }) => {
  await signIn(page);
  const token = await storedToken(page);
  expect((await page.request.get('/api/admin/status', { headers: bearer(token) })).status()).toBe(200);

  const logoutCall = page.waitForResponse('**/api/admin/logout');
  await logOutFromHeader(page);
  expect((await logoutCall).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('expires_at')])).toEqual([null, null]);

  const old = await page.request.get('/api/admin/status', { headers: bearer(token) });
  expect(old.status()).toBe(401);
  expect(await old.json()).toMatchObject({ success: false, data: null });

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/giris-yap$/);
});

test('axe finds no WCAG 2.2 AA violation on the login screen, empty or showing errors', async ({ page }) => {
  await page.goto('/giris-yap');
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByRole('button', { name: 'Şifreyi Göster' }).click();
  await expectNoAxeViolations(page);
});

test('a staff mail’s link opened while signed out leads through the login to that very message', async ({ page }) => {
  await page.goto('/contact');
  const csrf = await csrfTokenOf(page);
  const sent = await page.request.post('/api/contact', {
    headers: { 'X-CSRF-TOKEN': csrf },
    data: {
      company_name: 'Deneme A.Ş.',
      name: 'Selin Bağlantı',
      email: 'selin@example.com',
      phone: '+90 555 000 00 01',
      message: 'Fiyat?',
    },
  });
  const { id } = ((await sent.json()) as { data: { id: number } }).data;

  await page.goto(`/admin/contact?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  await expect(page).toHaveURL(/\/giris-yap\?next=/);
  await page.getByLabel('E-posta').fill(ADMIN_EMAIL);
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Selin Bağlantı mesajı' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/contact\\?id=${id}$`));
});
