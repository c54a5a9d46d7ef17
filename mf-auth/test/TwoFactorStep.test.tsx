/**
 * The sign-in's second step: after a right password an account with two-factor sign-in is asked "Doğrulama kodu"
 * (a wrong one refused, the form ready again); one that must set it up first sees the QR code and the secret,
 * confirms a code and gets its ten recovery codes before the panel opens.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeServer, ok, refused, type SentRequest } from '../../shared-libs/test/fakeServer';
import { renderWithProviders } from '../../shared-libs/test/render';
import { LoginPage } from '../src/features/login/components/LoginPage';

const user = { name: 'Ece Editör', email: 'ece@vitrin.test', role_group: 'Editör' };
const CHALLENGE = 'c'.repeat(43);
const signedIn = (extra: object = {}) => ({
  body: { success: true, message: 'Giriş Yapıldı!', data: user, token: 't'.repeat(43), expires_in: 28800, ...extra },
});
const challenge = (purpose: 'verify' | 'setup') => ({
  body: { success: true, message: 'Doğrulama kodu gerekli', data: null, two_factor: purpose, challenge: CHALLENGE },
});
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${String(i).padStart(2, '2')}`);

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(async () => {
  await act(() => jest.runOnlyPendingTimersAsync());
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function signInWithPassword() {
  const person = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(
    <Routes>
      <Route path="/giris-yap" element={<LoginPage />} />
      <Route path="/admin" element={<p>Yönetim paneli</p>} />
    </Routes>,
    { path: '/giris-yap' },
  );
  await person.type(screen.getByLabelText('E-posta'), 'ece@vitrin.test');
  await person.type(screen.getByLabelText('Şifre'), 'Editor-Pass-1');
  await person.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  await advance(0);
  return person;
}

test('the password alone is not enough: "Doğrulama kodu" is asked, a wrong one refused, the right one signs in', async () => {
  const { requests } = fakeServer({
    'POST /api/auth/login': challenge('verify'),
    'POST /api/auth/two-factor': ({ data }: SentRequest) =>
      (data as { code: string }).code === '123456'
        ? signedIn()
        : { body: { success: false, message: 'Doğrulama Kodu Hatalı!', data: null } },
  });
  const person = await signInWithPassword();
  expect(await screen.findByRole('heading', { name: 'İki Adımlı Doğrulama' })).toBeInTheDocument();
  // No session yet.
  expect(localStorage.getItem('token')).toBeNull();
  const field = screen.getByLabelText(/Doğrulama kodu/);
  expect(field).toHaveAttribute('autocomplete', 'one-time-code');

  await person.type(field, '000000');
  await person.click(screen.getByRole('button', { name: 'Doğrula' }));
  await advance(0);
  expect(await screen.findByText('Doğrulama Kodu Hatalı!')).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBeNull();
  await advance(3100);
  // Ready for another try, the wrong code cleared.
  expect(screen.getByLabelText(/Doğrulama kodu/)).toHaveValue('');

  await person.type(screen.getByLabelText(/Doğrulama kodu/), '123456');
  await person.click(screen.getByRole('button', { name: 'Doğrula' }));
  await advance(0);
  expect(await screen.findByText('Giriş Yapıldı!')).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBe('t'.repeat(43));
  await advance(2000);
  expect(screen.getByText('Yönetim paneli')).toBeInTheDocument();
  expect(requests.filter((r) => r.path === '/api/auth/two-factor').map((r) => r.data)).toEqual([
    { challenge: CHALLENGE, code: '000000' },
    { challenge: CHALLENGE, code: '123456' },
  ]);
});

test('a malformed code is refused on the spot, and "Giriş ekranına dön" goes back to the password', async () => {
  const { requests } = fakeServer({ 'POST /api/auth/login': challenge('verify') });
  const person = await signInWithPassword();
  await screen.findByRole('heading', { name: 'İki Adımlı Doğrulama' });
  await person.type(screen.getByLabelText(/Doğrulama kodu/), '12');
  await person.click(screen.getByRole('button', { name: 'Doğrula' }));
  await advance(0);
  expect(screen.getByLabelText(/Doğrulama kodu/)).toHaveAccessibleDescription(
    expect.stringContaining('Uygulamadaki 6 haneli kodu ya da bir kurtarma kodunu giriniz'),
  );
  expect(screen.getByLabelText(/Doğrulama kodu/)).toHaveFocus();
  expect(requests.map((r) => r.path)).toEqual(['/api/auth/login']);
  await person.click(screen.getByRole('button', { name: 'Giriş ekranına dön' }));
  expect(screen.getByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
  expect(screen.getByLabelText('Şifre')).toHaveValue('');
});

test('required and not set up: QR code and secret, a code confirms, the recovery codes are shown before the panel', async () => {
  const { requests } = fakeServer({
    'POST /api/auth/login': challenge('setup'),
    'POST /api/auth/two-factor/setup': ok({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauth_url: 'otpauth://totp/x',
      qr: 'data:image/svg+xml;base64,PHN2Zy8+',
    }),
    'POST /api/auth/two-factor/setup/confirm': signedIn({ recovery_codes: CODES }),
  });
  const person = await signInWithPassword();
  expect(await screen.findByRole('heading', { name: 'İki Adımlı Doğrulamayı Kurun' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeInTheDocument();
  expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  // One secret per challenge.
  expect(requests.filter((r) => r.path === '/api/auth/two-factor/setup')).toHaveLength(1);

  await person.type(screen.getByLabelText(/Doğrulama kodu/), '123 456');
  await person.click(screen.getByRole('button', { name: 'Doğrula' }));
  await advance(0);
  const list = await screen.findByRole('list', { name: 'Kurtarma kodları' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  // Not in the panel until the codes have been put away.
  await advance(5000);
  expect(screen.queryByText('Yönetim paneli')).not.toBeInTheDocument();
  await person.click(screen.getByRole('button', { name: 'Kodları kaydettim, devam et' }));
  await advance(2000);
  expect(screen.getByText('Yönetim paneli')).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBe('t'.repeat(43));
});

test('an expired challenge: the server’s message', async () => {
  fakeServer({
    'POST /api/auth/login': challenge('verify'),
    'POST /api/auth/two-factor': refused(401, 'Doğrulama süresi doldu. Lütfen tekrar giriş yapın.'),
  });
  const person = await signInWithPassword();
  await person.type(await screen.findByLabelText(/Doğrulama kodu/), '123456');
  await person.click(screen.getByRole('button', { name: 'Doğrula' }));
  await advance(0);
  expect(await screen.findByText('Doğrulama süresi doldu. Lütfen tekrar giriş yapın.')).toBeInTheDocument();
});
