/**
 * Issue 27, "Must be true" 3: "Şifremi Unuttum" → the mail (caught by the worker's mail sink, which its server
 * sends through) → the reset screen → signing in with the new password; the old password and the used
 * link are refused, every earlier session has ended, and an unknown address gets the very same answer.
 */
import { csrfTokenOf, expect, test } from '../support/fixtures';
import { receivedMails, waitForMail } from '../support/mail';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';

const NEW_PASSWORD = 'Yeni-Sifre-2027';
const ANSWER = /Bu adres kayıtlıysa şifre yenileme bağlantısı gönderildi/;

test.describe('a forgotten password, reset by mail', () => {
  test('mail → reset screen → the new password; the old one, the used link and earlier sessions refused', async ({
    page,
    server,
  }) => {
    // A session opened before the reset: it must end with it.
    const csrfPage = await page.goto('/giris-yap');
    expect(csrfPage?.status()).toBe(200);
    const csrf = await csrfTokenOf(page);
    const before = await page.request.post('/api/auth/login', {
      headers: { 'X-CSRF-TOKEN': csrf },
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const { token } = (await before.json()) as { token: string };
    expect(token).toBeTruthy();

    await page.getByRole('link', { name: 'Şifremi Unuttum' }).click();
    await expect(page).toHaveURL(/\/giris-yap\/sifremi-unuttum$/);
    await page.getByLabel('E-posta').fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Bağlantı Gönder' }).click();
    await expect(page.getByTestId('forgot-answer')).toHaveText(ANSWER);
    const known = (await page.getByTestId('forgot-answer').textContent()) ?? '';

    const mail = await waitForMail(server.mailDir, ADMIN_EMAIL, 'Şifre yenileme bağlantınız');
    expect(mail.to).toEqual([ADMIN_EMAIL]);
    // The link is the site's own address, whatever Host the request named (docs/security.md, "Addresses in mail").
    expect(mail.parsed.text).toContain(`${server.url}/giris-yap/sifre-yenile#`);
    const link = /(http:\/\/\S+\/giris-yap\/sifre-yenile#[\w-]+)/.exec(mail.parsed.text ?? '')?.[1];
    expect(link, mail.parsed.text).toBeTruthy();
    expect(mail.parsed.html).toContain(`href="${link}"`);

    // An unknown address: the same answer, and no mail.
    await page.goto('/giris-yap/sifremi-unuttum');
    await page.getByLabel('E-posta').fill('nobody-here@vitrin.test');
    await page.getByRole('button', { name: 'Bağlantı Gönder' }).click();
    await expect(page.getByTestId('forgot-answer')).toHaveText(known);

    // The reset screen: the token leaves the address bar; the login screen's rules apply.
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Yeni Şifre Belirle' })).toBeVisible();
    await expect(page).toHaveURL(/\/giris-yap\/sifre-yenile$/);
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('123');
    await page.getByLabel('Yeni Şifre (Tekrar)').fill('123');
    await page.getByRole('button', { name: 'Şifremi Değiştir' }).click();
    await expect(page.getByText('Bu Alan 6 Karakterden Az Olamaz').first()).toBeVisible();
    await page.getByLabel('Yeni Şifre', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Yeni Şifre (Tekrar)').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Şifremi Değiştir' }).click();
    await expect(page.getByRole('heading', { name: /Şifreniz değiştirildi/ })).toBeVisible();
    await expect(page).toHaveURL(/\/giris-yap$/);

    // The session opened before the reset has ended.
    const status = await page.request.get('/api/admin/status', { headers: { Authorization: `Bearer ${token}` } });
    expect(status.status()).toBe(401);

    // The old password is refused.
    await page.getByLabel('E-posta').fill(ADMIN_EMAIL);
    await page.getByLabel('Şifre', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('heading', { name: 'E-Mail veya Şifre Hatalı!' })).toBeVisible();

    // The used link is refused.
    await page.goto(link!);
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('Another-Pass-1');
    await page.getByLabel('Yeni Şifre (Tekrar)').fill('Another-Pass-1');
    await page.getByRole('button', { name: 'Şifremi Değiştir' }).click();
    await expect(page.getByRole('heading', { name: /Bu bağlantı geçersiz, kullanılmış ya da süresi dolmuş/ })).toBeVisible();

    // The new password signs in.
    await page.goto('/giris-yap');
    await page.getByLabel('E-posta').fill(ADMIN_EMAIL);
    await page.getByLabel('Şifre', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' })).toBeVisible();

    // The unknown address got no mail.
    expect((await receivedMails(server.mailDir)).filter((m) => m.to.includes('nobody-here@vitrin.test'))).toEqual([]);
  });
});
