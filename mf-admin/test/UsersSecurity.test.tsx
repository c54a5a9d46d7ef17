/**
 * The users screen's two-factor and session controls (Süper Yönetici): require two-factor sign-in for everyone,
 * reset a staff member's second factor, end every session of a user — each asked first where it ends something.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { fakeServer, ok } from '../../shared-libs/test/fakeServer';
import { renderWithProviders } from '../../shared-libs/test/render';
import { UsersPage } from '../src/features/users/components/UsersPage';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(async () => undefined), confirmDialog: jest.fn() }));

const staff = (id: number, name: string, twoFactor: boolean) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@vitrin.test`,
  role_group: 'Editör',
  is_active: true,
  last_login_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  two_factor: twoFactor,
});

test('require for everyone, reset a second factor, end every session of a user', async () => {
  let required = false;
  const { requests } = fakeServer({
    'GET /api/admin/users': ok({
      data: [staff(2, 'Ece Editör', true), staff(3, 'Onur Operatör', false)],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 2,
    }),
    'GET /api/admin/two-factor-policy': () => ok({ required }),
    'PUT /api/admin/two-factor-policy': ({ data }) => {
      required = (data as { required: boolean }).required;
      return ok({ required }, 'Güncellendi');
    },
    'DELETE /api/admin/users/2/two-factor': ok(staff(2, 'Ece Editör', false), 'İki adımlı doğrulama sıfırlandı'),
    'DELETE /api/admin/users/3/sessions': ok({ ended: 2 }, 'Oturumlar sonlandırıldı'),
  });
  renderWithProviders(<UsersPage />, { path: '/admin/users' });
  const person = userEvent.setup();

  const policy = await screen.findByRole('switch', { name: 'İki adımlı doğrulama herkes için zorunlu' });
  await waitFor(() => expect(policy).toBeEnabled());
  expect(policy).not.toBeChecked();
  await person.click(policy);
  await waitFor(() => expect(policy).toBeChecked());
  expect(requests.find((r) => r.path === '/api/admin/two-factor-policy' && r.method === 'PUT')?.data).toEqual({
    required: true,
  });

  const ece = (await screen.findByText('Ece Editör')).closest('tr') as HTMLElement;
  const onur = screen.getByText('Onur Operatör').closest('tr') as HTMLElement;
  expect(within(ece).getByText('Açık')).toBeInTheDocument();
  // Only an account with a second factor offers its reset.
  expect(within(onur).queryByRole('button', { name: /İki Adımlı Doğrulamayı Sıfırla/ })).not.toBeInTheDocument();

  jest.mocked(confirmDialog).mockResolvedValueOnce(true);
  await person.click(within(ece).getByRole('button', { name: 'İki Adımlı Doğrulamayı Sıfırla: Ece Editör' }));
  expect(confirmDialog).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Ece Editör için iki adımlı doğrulama sıfırlansın mı?' }),
  );
  await waitFor(() =>
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'İki adımlı doğrulama sıfırlandı' })),
  );

  jest.mocked(confirmDialog).mockResolvedValueOnce(false);
  await person.click(within(onur).getByRole('button', { name: 'Oturumları Sonlandır: Onur Operatör' }));
  expect(requests.some((r) => r.path === '/api/admin/users/3/sessions')).toBe(false);
  jest.mocked(confirmDialog).mockResolvedValueOnce(true);
  await person.click(within(onur).getByRole('button', { name: 'Oturumları Sonlandır: Onur Operatör' }));
  await waitFor(() => expect(requests.find((r) => r.path === '/api/admin/users/3/sessions')).toMatchObject({ method: 'DELETE' }));
  expect(requests.find((r) => r.path === '/api/admin/users/2/two-factor')).toMatchObject({ method: 'DELETE' });
});
