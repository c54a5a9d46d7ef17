import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@vitrin/shared-libs/api/http';
import { renderWithProviders } from '../../shared-libs/test/render';
import { LoginPage } from '../src/features/login/components/LoginPage';

const sent: string[] = [];
beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
  http.defaults.adapter = async (config) => {
    sent.push(config.url ?? '');
    return {
      data: { success: false, message: 'E-Mail veya Şifre Hatalı!', data: null },
      status: 200,
      statusText: '',
      headers: {},
      config,
    };
  };
});

it("shows no error before a submit attempt, then each rule's Turkish message, and sends nothing while invalid", async () => {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { path: '/giris-yap' });

  await user.type(screen.getByLabelText('E-Mail'), 'abc');
  await user.tab();
  expect(screen.queryByText('Geçerli E-Mail Adresi Giriniz')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  expect(await screen.findByText('Geçerli E-Mail Adresi Giriniz')).toBeInTheDocument();
  expect(screen.getByText('* Bu Alan Zorunlu')).toBeInTheDocument();
  expect(screen.getByLabelText('E-Mail')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
});

it('toggles the password between hidden and shown with a real, named button', async () => {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { path: '/giris-yap' });
  const password = screen.getByLabelText('Şifre');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Şifreyi Göster' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Şifreyi Gizle' }));
  expect(password).toHaveAttribute('type', 'password');
});

it("remembers the e-mail when asked, shows the server's refusal, and prefills the e-mail next time", async () => {
  const user = userEvent.setup();
  const first = renderWithProviders(<LoginPage />, { path: '/giris-yap' });
  await user.type(screen.getByLabelText('E-Mail'), 'staff@vitrin.test');
  await user.type(screen.getByLabelText('Şifre'), 'secret-pass');
  await user.click(screen.getByLabelText('Beni Hatırla'));
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  expect(localStorage.getItem('remembered_email')).toBe('staff@vitrin.test');
  expect(sent).toEqual(['/api/auth/login']);
  // success: false → the server's own message is shown (SPEC.md §4).
  expect(await screen.findByText('E-Mail veya Şifre Hatalı!')).toBeInTheDocument();
  first.unmount();

  renderWithProviders(<LoginPage />, { path: '/giris-yap' });
  expect(screen.getByLabelText('E-Mail')).toHaveValue('staff@vitrin.test');
  expect(screen.getByLabelText('Beni Hatırla')).toBeChecked();
});
