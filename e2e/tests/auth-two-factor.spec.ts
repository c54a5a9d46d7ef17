/**
 * Issue 41, items 4–6: the sign-in journey with a code, in a browser — two-factor sign-in turned on from the
 * profile (the code computed by a standard TOTP library from the secret the screen shows), then the password alone
 * no longer opens the panel and the code does. The new screens at 375, 1024 and 1440 px, light and dark (the admin;
 * the login screen has no dark mode), with axe and no sideways scroll. The rules themselves are proven in
 * api/test/two-factor.test.ts and api/test/sessions.test.ts, the screens' states in component tests.
 */
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from '../support/axe';
import { expect, logOutFromHeader, signIn, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { sidewaysOverflow } from '../support/widths';

const WIDTHS = [375, 1024, 1440];

/** A code as an authenticator app shows it, `ahead` steps after now (a code's step is accepted once). */
const codeOf = (secret: string, ahead = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

/**
 * No sideways scroll at any width, and axe clean in the phone's layout and the desk's: 1024 and 1440 px draw the same
 * layout (both past Bootstrap's `lg`), so axe runs at 375 and 1440 (15 runs in this test were a third of its time).
 */
async function holdsUp(page: Page, what: string) {
  for (const width of WIDTHS) {
    expect({ what, width, overflow: await sidewaysOverflow(page, width) }).toEqual({ what, width, overflow: [] });
    if (width === WIDTHS[0] || width === WIDTHS.at(-1)) await expectNoAxeViolations(page);
  }
}

test('turned on from the profile, two-factor sign-in asks for the code after the password, and the code opens the panel', async ({
  page,
}) => {
  await signIn(page, '/admin/profile');
  await expect(page.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Oturumlar' })).toContainText('Bu oturum');
  await holdsUp(page, 'profile, light');

  await page.getByRole('button', { name: 'İki adımlı doğrulamayı aç' }).click();
  await expect(page.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await holdsUp(page, 'profile setup, light');
  const dark = page.getByRole('button', { name: 'Koyu Tema' });
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await holdsUp(page, 'profile setup, dark');

  await page.getByLabel(/Doğrulama kodu/).fill(codeOf(secret));
  await page.getByRole('button', { name: 'Doğrula ve aç' }).click();
  const codes = page.getByRole('list', { name: 'Kurtarma kodları' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await holdsUp(page, 'recovery codes, dark');
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Kodları kaydettim' }).click();
  await expect(page.getByText(/tarihinden beri açık/)).toBeVisible();

  // The password alone: no session, the second step.
  await logOutFromHeader(page);
  await page.goto('/giris-yap');
  await page.getByLabel('E-posta').fill(ADMIN_EMAIL);
  await page.getByLabel('Şifre', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: 'İki Adımlı Doğrulama' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await holdsUp(page, 'login second step');

  // The next step's code (the one that turned it on is not accepted twice).
  await page.getByLabel(/Doğrulama kodu/).fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByRole('dialog', { name: 'Giriş Yapıldı!' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
});
