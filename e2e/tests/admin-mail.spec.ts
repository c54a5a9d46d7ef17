/**
 * Issue 27: the Süper Yönetici's mail screens. The shared test server has no SMTP_URL: "E-posta Ayarları" says mail
 * is off, and a contact message's mails wait on "E-posta Kayıtları". Recipients per kind are saved (at least one
 * address each); both screens pass axe.
 */
import { expectNoAxeViolations } from '../support/axe';
import { csrfTokenOf, expect, signIn, test } from '../support/fixtures';

test('mail settings: off without SMTP_URL, recipients saved per kind; the mail log shows waiting mails', async ({ page }) => {
  test.setTimeout(120_000);
  const marker = `e2e-mail-${Date.now()}@example.com`;
  await page.goto('/contact');
  const csrf = await csrfTokenOf(page);
  const sent = await page.request.post('/api/contact', {
    headers: { 'X-CSRF-TOKEN': csrf },
    multipart: {
      company_name: 'E2E',
      name: 'Mail Log',
      email: marker,
      phone: '+90 555 000 00 00',
      message: 'Outbox',
      website: '',
    },
  });
  expect(sent.status()).toBe(200);

  await signIn(page);
  await page.getByRole('link', { name: 'E-posta Ayarları' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-posta Ayarları' })).toBeVisible();
  await expect(page.getByTestId('mail-state')).toContainText('SMTP_URL');
  const contact = page.getByLabel(/İletişim Mesajı/);
  await contact.fill('');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'En az bir adres giriniz' })).toBeVisible();
  await contact.fill('satis@vitrin.test\nmudur@vitrin.test');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('heading', { name: 'Kaydedildi' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/İletişim Mesajı/)).toHaveValue('satis@vitrin.test\nmudur@vitrin.test');
  await expectNoAxeViolations(page, { include: '#admin-main' });

  await page.getByRole('link', { name: 'E-posta Kayıtları' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-posta Kayıtları' })).toBeVisible();
  const row = page.getByTestId('mail-log-row').filter({ hasText: marker });
  await expect(row).toContainText('Bekliyor');
  await expect(row).toContainText('İletişim Mesajı · Ziyaretçi');
  await expectNoAxeViolations(page, { include: '#admin-main' });
});
