import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { Route, Routes } from 'react-router-dom';
import { http } from '@vitrin/shared-libs/api/http';
import { renderWithProviders } from '../../shared-libs/test/render';
import { LoginPage } from '../src/features/login/components/LoginPage';

type Answer = { status: number; body: unknown } | 'network-down';

/** What the login call sent, and what the "server" answers next (the network stops at axios' adapter). */
let sent: { url: string; body: unknown }[];
let answer: Answer;

const user = { name: 'Site Yöneticisi', email: 'admin@vitrin.test', role_group: 'Süper Yönetici' };
const REFUSED = { status: 200, body: { success: false, message: 'E-Mail veya Şifre Hatalı!', data: null } };
const ACCEPTED = {
  status: 200,
  body: { success: true, message: 'Giriş Yapıldı!', data: user, token: 'a'.repeat(43), expires_in: 28800 },
};

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sent = [];
  answer = REFUSED;
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({ url: config.url ?? '', body: JSON.parse(String(config.data ?? 'null')) });
    if (answer === 'network-down') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { data: answer.body, status: answer.status, statusText: '', headers: {}, config };
    if (answer.status >= 400) throw new AxiosError('failed', String(answer.status), config, null, response);
    return response;
  };
});
afterEach(async () => {
  // Let any open dialog finish, then stop faking time.
  await act(() => jest.runOnlyPendingTimersAsync());
  jest.useRealTimers();
});

function renderLogin(path = '/giris-yap') {
  const person = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithProviders(
    <Routes>
      <Route path="/giris-yap" element={<LoginPage />} />
      <Route path="/admin" element={<p>Yönetim paneli</p>} />
      <Route path="/admin/contact" element={<p>Gelen Kutusu</p>} />
    </Routes>,
    { path },
  );
  const email = () => screen.getByLabelText('E-posta');
  const password = () => screen.getByLabelText('Şifre');
  const submit = async () => {
    await person.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    // Validation (yup) and the request settle in promises, not timers.
    await act(() => jest.advanceTimersByTimeAsync(0));
  };
  const fill = async (emailValue: string, passwordValue: string) => {
    await person.clear(email());
    if (emailValue) await person.type(email(), emailValue);
    await person.clear(password());
    if (passwordValue) await person.type(password(), passwordValue);
  };
  return { person, view, email, password, submit, fill };
}

/** The field's error as a screen reader reaches it: through aria-describedby. */
function describedError(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('validation (only after a submit attempt, exact Turkish texts)', () => {
  it('shows nothing while typing, then both required messages on submit, and sends nothing', async () => {
    const { person, email, password, submit } = renderLogin();
    await person.type(email(), 'abc');
    await person.clear(email());
    await person.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');

    await submit();
    expect(describedError(email())).toBe('* Bu Alan Zorunlu');
    expect(describedError(password())).toBe('* Bu Alan Zorunlu');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    // The first field to fix gets the focus.
    expect(email()).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it.each([
    ['not-an-email', 'Geçerli E-Mail Adresi Giriniz'],
    ['a@b.c', 'Bu Alan 6 Karakterden Az Olamaz'],
    [`${'a'.repeat(39)}@vitrin.test`, 'Bu Alan 50 Karakteri Geçemez'],
  ])('e-mail %j → %j, and nothing is sent', async (value, message) => {
    const { fill, submit, email, password } = renderLogin();
    await fill(value, 'secret-pass');
    await submit();
    expect(describedError(email())).toBe(message);
    expect(password()).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it.each([
    ['12345', 'Bu Alan 6 Karakterden Az Olamaz'],
    ['x'.repeat(22), 'Bu Alan 21 Karakteri Geçemez'],
  ])('password %j → %j, and nothing is sent', async (value, message) => {
    const { fill, submit, password } = renderLogin();
    await fill('staff@vitrin.test', value);
    await submit();
    expect(describedError(password())).toBe(message);
    expect(password()).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it.each([
    ['a@b.co', '123456'],
    [`${'a'.repeat(38)}@vitrin.test`, 'x'.repeat(21)],
  ])('the limits themselves pass: e-mail %j with password %j', async (emailValue, pass) => {
    const { fill, submit } = renderLogin();
    await fill(emailValue, pass);
    await submit();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/auth/login', body: { email: emailValue, password: pass } }]);
  });

  it('after a failed attempt the messages follow the input and go once it is right', async () => {
    const { person, submit, email, password } = renderLogin();
    await submit();
    await person.type(email(), 'staff@vitrin.test');
    expect(describedError(email())).toBeNull();
    expect(describedError(password())).toBe('* Bu Alan Zorunlu');
  });
});

describe('the password field', () => {
  it('toggles between hidden and shown with a real, named button, by keyboard too', async () => {
    const { person, password } = renderLogin();
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    await person.click(screen.getByRole('button', { name: 'Şifreyi Göster' }));
    expect(password()).toHaveAttribute('type', 'text');
    screen.getByRole('button', { name: 'Şifreyi Gizle' }).focus();
    await person.keyboard('{Enter}');
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('accepts pasted text, and the e-mail field is marked for password managers', async () => {
    const { person, email, password } = renderLogin();
    expect(email()).toHaveAttribute('autocomplete', 'username');
    expect(email()).toHaveAttribute('type', 'email');
    await person.click(password());
    await person.paste('Pasted-Secret-1');
    expect(password()).toHaveValue('Pasted-Secret-1');
  });
});

describe("'Beni Hatırla'", () => {
  it('checked: the e-mail is saved on submit and prefills the next visit', async () => {
    const { person, fill, submit, view } = renderLogin();
    await fill('staff@vitrin.test', 'secret-pass');
    await person.click(screen.getByLabelText('Beni Hatırla'));
    await submit();
    expect(localStorage.getItem('remembered_email')).toBe('staff@vitrin.test');
    view.unmount();

    const next = renderLogin();
    expect(next.email()).toHaveValue('staff@vitrin.test');
    expect(next.password()).toHaveValue('');
    expect(screen.getByLabelText('Beni Hatırla')).toBeChecked();
  });

  it('unchecked: submitting removes a saved e-mail', async () => {
    localStorage.setItem('remembered_email', 'old@vitrin.test');
    const { person, fill, submit, email } = renderLogin();
    expect(email()).toHaveValue('old@vitrin.test');
    await person.click(screen.getByLabelText('Beni Hatırla'));
    expect(screen.getByLabelText('Beni Hatırla')).not.toBeChecked();
    await fill('new@vitrin.test', 'secret-pass');
    await submit();
    expect(localStorage.getItem('remembered_email')).toBeNull();
  });

  it('an invalid submit saves and removes nothing', async () => {
    localStorage.setItem('remembered_email', 'old@vitrin.test');
    const { fill, submit } = renderLogin();
    await fill('changed@vitrin.test', '123');
    await submit();
    expect(localStorage.getItem('remembered_email')).toBe('old@vitrin.test');
    expect(sent).toEqual([]);
  });
});

describe('the result', () => {
  it("success: 'Giriş Yapıldı!' (Yönlendiriliyorsunuz...), the session stored, /admin after 2 s", async () => {
    answer = ACCEPTED;
    const { fill, submit, view } = renderLogin();
    await fill('admin@vitrin.test', 'Admin-Pass-123');
    await submit();
    expect(await screen.findByText('Giriş Yapıldı!')).toBeInTheDocument();
    expect(screen.getByText('Yönlendiriliyorsunuz...')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('a'.repeat(43));
    expect(view.store.getState()).toMatchObject({ session: { user } });
    expect(screen.getByRole('dialog', { name: 'Giriş Yapıldı!' })).toBeInTheDocument();
    // Busy until the page changes (behind the modal dialog): a second click sends nothing.
    expect(screen.getByRole('button', { name: 'Giriş Yapılıyor…', hidden: true })).toBeDisabled();

    await advance(1990);
    expect(screen.queryByText('Yönetim paneli')).not.toBeInTheDocument();
    await advance(10);
    expect(screen.getByText('Yönetim paneli')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('success after the panel sent the visitor here from a message: back to that message, never off the panel', async () => {
    answer = ACCEPTED;
    const { fill, submit } = renderLogin('/giris-yap?next=%2Fadmin%2Fcontact%3Fid%3D1');
    await fill('admin@vitrin.test', 'Admin-Pass-123');
    await submit();
    await advance(2000);
    expect(screen.getByText('Gelen Kutusu')).toBeInTheDocument();
  });

  it('success: false shows the server’s message for 3 s', async () => {
    const { fill, submit } = renderLogin();
    await fill('admin@vitrin.test', 'wrong-password');
    await submit();
    expect(await screen.findByText('E-Mail veya Şifre Hatalı!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await advance(2900);
    expect(screen.getByText('E-Mail veya Şifre Hatalı!')).toBeInTheDocument();
    await advance(200);
    expect(screen.queryByText('E-Mail veya Şifre Hatalı!')).not.toBeInTheDocument();
    // The form is ready for another try.
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
  });

  it.each([
    ['no answer at all', 'network-down' as const],
    ['a server fault', { status: 500, body: { success: false, message: 'Internal Server Error', data: null } }],
  ])("%s shows 'Sistem Hatası' for 2.5 s", async (_case, failure) => {
    answer = failure;
    const { fill, submit } = renderLogin();
    await fill('admin@vitrin.test', 'Admin-Pass-123');
    await submit();
    expect(await screen.findByText('Sistem Hatası')).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    await advance(2400);
    expect(screen.getByText('Sistem Hatası')).toBeInTheDocument();
    await advance(200);
    expect(screen.queryByText('Sistem Hatası')).not.toBeInTheDocument();
    expect(screen.getByText('Giriş Yap', { selector: 'h1' })).toBeInTheDocument();
  });
});

it('the help link goes to the company site from the brand config', () => {
  renderLogin();
  expect(screen.getByRole('link', { name: 'Yardım için şirket sitesine gidin' })).toHaveAttribute('href', 'https://example.com');
  expect(screen.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeInTheDocument();
});
