/** Issue 16: a Süper Yönetici sees the (account, address) lock that failed logins caused, and lifts it. */
import { csrfTokenOf, expect, signIn, test, sawDialog } from '../support/fixtures';

test('ten wrong passwords lock that account from this address only; the Süper Yönetici lifts the lock', async ({ page }) => {
  const victim = `locked-${Date.now()}@vitrin.test`;
  await page.goto('/giris-yap');
  const csrf = await csrfTokenOf(page);
  const login = () =>
    page.request.post('/api/auth/login', {
      headers: { 'X-CSRF-TOKEN': csrf ?? '' },
      data: { email: victim, password: 'wrong-password-1' },
    });
  for (let i = 0; i < 10; i++) expect((await login()).status()).toBe(200);
  expect((await login()).status()).toBe(429);

  await signIn(page, '/admin/users');
  await page.getByRole('link', { name: 'Giriş Kilitleri' }).click();
  await expect(page.getByRole('heading', { name: 'Giriş Kilitleri' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: victim }).filter({ hasText: 'Hesap + adres kilidi' });
  await expect(row).toContainText('10');
  await row.getByRole('button', { name: /kilidini kaldır$/ }).click();
  await sawDialog(page, 'Kilit kaldırıldı');

  // Lifted: the next attempt is judged again (a wrong password: 200 with its message, not 429).
  expect((await login()).status()).toBe(200);
});
