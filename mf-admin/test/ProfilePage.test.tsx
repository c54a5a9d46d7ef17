/**
 * "Profil": turning two-factor sign-in on (QR code and secret, the first code, ten recovery codes shown once) and
 * the open sessions (browser, address, signed in, last seen), any of which can be ended.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import type { StaffSession } from '@vitrin/shared-libs/types/security';
import { fakeServer, ok, refused } from '../../shared-libs/test/fakeServer';
import { renderWithProviders } from '../../shared-libs/test/render';
import { ProfilePage } from '../src/features/profile/ProfilePage';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(async () => undefined), confirmDialog: jest.fn() }));

const off = { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${String(i).padStart(2, '2')}`);
const sessions: StaffSession[] = [
  {
    id: 7,
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1',
    ip: '10.0.0.6',
    created_at: '2026-11-28T09:00:00.000Z',
    last_seen_at: '2026-11-28T10:00:00.000Z',
    current: false,
  },
  {
    id: 5,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ip: '10.0.0.5',
    created_at: '2026-11-28T08:00:00.000Z',
    last_seen_at: null,
    current: true,
  },
];

beforeEach(() => jest.mocked(showDialog).mockClear());

test('turning two-factor sign-in on: QR code and secret, a wrong code refused, then ten recovery codes once', async () => {
  let enabled = false;
  const { requests } = fakeServer({
    'GET /api/admin/profile/two-factor': () =>
      ok(enabled ? { ...off, enabled: true, enabled_at: '2026-11-28T10:00:00.000Z', recovery_codes_left: 10 } : off),
    'GET /api/admin/profile/sessions': ok(sessions),
    'POST /api/admin/profile/two-factor/setup': ok({
      secret: SECRET,
      otpauth_url: `otpauth://totp/x?secret=${SECRET}`,
      qr: 'data:image/svg+xml;base64,PHN2Zy8+',
    }),
    'POST /api/admin/profile/two-factor/confirm': ({ data }) => {
      if ((data as { code: string }).code !== '123456') return refused(422, 'Doğrulama Kodu Hatalı!');
      enabled = true;
      return ok({ recovery_codes: CODES }, 'İki adımlı doğrulama açıldı');
    },
  });
  renderWithProviders(<ProfilePage />);
  const person = userEvent.setup();
  expect(await screen.findByText(/Kapalı\. Açtığınızda/)).toBeInTheDocument();
  await person.click(screen.getByRole('button', { name: 'İki adımlı doğrulamayı aç' }));

  expect(await screen.findByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toHaveAttribute(
    'src',
    'data:image/svg+xml;base64,PHN2Zy8+',
  );
  expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

  // Nothing typed: the field says why, and nothing is sent.
  await person.click(screen.getByRole('button', { name: 'Doğrula ve aç' }));
  const field = screen.getByLabelText(/Doğrulama kodu/);
  expect(field).toHaveAccessibleDescription(expect.stringContaining('* Bu Alan Zorunlu'));
  expect(requests.filter((r) => r.path.endsWith('/confirm'))).toEqual([]);

  await person.type(field, '000000');
  await person.click(screen.getByRole('button', { name: 'Doğrula ve aç' }));
  await waitFor(() =>
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Başarısız', text: 'Doğrulama Kodu Hatalı!' })),
  );

  await person.type(screen.getByLabelText(/Doğrulama kodu/), '123456');
  await person.click(screen.getByRole('button', { name: 'Doğrula ve aç' }));
  const list = await screen.findByRole('list', { name: 'Kurtarma kodları' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  expect(screen.getByRole('alert')).toHaveTextContent('Kodlar bir daha gösterilmeyecek');
  expect(requests.find((r) => r.path.endsWith('/confirm') && (r.data as { code: string }).code === '123456')).toBeDefined();

  // Once put away, the codes are gone from the screen and the card says it is on.
  await person.click(screen.getByRole('button', { name: 'Kodları kaydettim' }));
  expect(await screen.findByText(/tarihinden beri açık\. Kalan kurtarma kodu: 10\./)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Kurtarma kodları' })).not.toBeInTheDocument();
});

test('the sessions list: browser, address, signed in and last seen; ending another session asks first', async () => {
  let open = sessions;
  const { requests } = fakeServer({
    'GET /api/admin/profile/two-factor': ok(off),
    'GET /api/admin/profile/sessions': () => ok(open),
    'DELETE /api/admin/profile/sessions/7': () => {
      open = sessions.filter((s) => s.id !== 7);
      return ok(null, 'Oturum sonlandırıldı');
    },
  });
  renderWithProviders(<ProfilePage />);
  const person = userEvent.setup();
  const table = await screen.findByRole('table', { name: 'Oturumlar' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Safari · iPhone', 'Firefox · Linux']);
  expect(within(rows[0]!).getByText('10.0.0.6')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Bu oturum')).toBeInTheDocument();
  // The current session is ended by signing out, not from here.
  expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();

  jest.mocked(confirmDialog).mockResolvedValueOnce(false);
  await person.click(within(rows[0]!).getByRole('button', { name: 'Oturumu sonlandır: Safari · iPhone' }));
  expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);

  jest.mocked(confirmDialog).mockResolvedValueOnce(true);
  await person.click(within(rows[0]!).getByRole('button', { name: 'Oturumu sonlandır: Safari · iPhone' }));
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(requests.find((r) => r.method === 'DELETE')).toMatchObject({ path: '/api/admin/profile/sessions/7' });
  expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Oturum sonlandırıldı' }));
});
