/** "E-posta Ayarları": mail off says so; a kind left without an address is refused before anything is sent. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { MAIL_KINDS, type MailSettings } from '@vitrin/shared-libs/types/mail';
import { fakeServer, ok } from '../../shared-libs/test/fakeServer';
import { renderWithProviders } from '../../shared-libs/test/render';
import { MailSettingsPage } from '../src/features/mail/MailSettingsPage';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(async () => undefined), confirmDialog: jest.fn() }));

const settings = (enabled: boolean): MailSettings => ({
  enabled,
  from: 'Vitrin <site@vitrin.test>',
  recipients: Object.fromEntries(MAIL_KINDS.map((kind) => [kind, ['admin@vitrin.test']])) as MailSettings['recipients'],
  chosen: Object.fromEntries(MAIL_KINDS.map((kind) => [kind, false])) as MailSettings['chosen'],
});

test('without SMTP_URL the screen says mail is off and waits in the outbox', async () => {
  fakeServer({ 'GET /api/admin/mail/settings': ok(settings(false)) });
  renderWithProviders(<MailSettingsPage />);
  expect(await screen.findByTestId('mail-state')).toHaveTextContent('E-posta gönderimi kapalı: sunucuda SMTP_URL ayarı yok');
});

test('a kind left without an address is refused on the field, and nothing is sent; a valid list is saved', async () => {
  const { requests } = fakeServer({
    'GET /api/admin/mail/settings': ok(settings(true)),
    'PUT /api/admin/mail/settings': (request) => ok({ ...settings(true), recipients: (request.data as MailSettings).recipients }),
  });
  renderWithProviders(<MailSettingsPage />);
  expect(await screen.findByTestId('mail-state')).toHaveTextContent(
    'E-posta gönderimi açık. Gönderen: Vitrin <site@vitrin.test>',
  );
  const contact = screen.getByLabelText(/İletişim Mesajı/);
  await userEvent.clear(contact);
  await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('En az bir adres giriniz');
  expect(contact).toHaveAttribute('aria-invalid', 'true');
  expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

  await userEvent.type(contact, 'satis@vitrin.test{enter}mudur@vitrin.test');
  await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
  expect((requests.find((r) => r.method === 'PUT')!.data as MailSettings).recipients.contact).toEqual([
    'satis@vitrin.test',
    'mudur@vitrin.test',
  ]);
  await waitFor(() => expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kaydedildi' })));
});
