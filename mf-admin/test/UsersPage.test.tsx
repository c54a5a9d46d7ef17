/** Staff accounts: deactivating asks first, and nobody is offered to deactivate their own account. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { http } from '@vitrin/shared-libs/api/http';
import { signedIn } from '@vitrin/shared-libs/session/sessionSlice';
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { renderWithProviders } from '../../shared-libs/test/render';
import { UsersPage } from '../src/features/users/components/UsersPage';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(), confirmDialog: jest.fn() }));

const staff = (id: number, name: string, email: string) => ({
  id,
  name,
  email,
  role_group: 'Editör',
  is_active: true,
  last_login_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
});

it('asks before “Pasif Yap” (İptal sends nothing) and offers it on every row but one’s own', async () => {
  jest.mocked(showDialog).mockResolvedValue(undefined);
  const sent: string[] = [];
  jest.spyOn(http, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
    if ((config.method ?? 'GET').toUpperCase() !== 'GET') sent.push(config.url ?? '');
    const data = {
      data: [staff(1, 'Site Yöneticisi', 'admin@vitrin.test'), staff(2, 'Ece Editör', 'ece@vitrin.test')],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 2,
    };
    return { data: { success: true, message: 'OK', data }, status: 200 };
  }) as never);
  const { store } = renderWithProviders(<UsersPage />, { path: '/admin/users' });
  act(() => {
    store.dispatch(
      signedIn({
        token: 'tok',
        user: { name: 'Site Yöneticisi', email: 'admin@vitrin.test', role_group: 'Süper Yönetici' },
        expiresIn: 3600,
        now: Date.now(),
      }),
    );
  });
  const user = userEvent.setup();
  const own = (await screen.findByText('admin@vitrin.test')).closest('tr') as HTMLElement;
  expect(within(own).queryByRole('button', { name: /Pasif Yap/ })).not.toBeInTheDocument();

  jest.mocked(confirmDialog).mockResolvedValueOnce(false);
  await user.click(screen.getByRole('button', { name: 'Pasif Yap: Ece Editör' }));
  expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Ece Editör pasif yapılsın mı?' }));
  expect(sent).toEqual([]);

  jest.mocked(confirmDialog).mockResolvedValueOnce(true);
  await user.click(screen.getByRole('button', { name: 'Pasif Yap: Ece Editör' }));
  await waitFor(() => expect(sent).toEqual(['/api/admin/users/2/deactivate']));
});
