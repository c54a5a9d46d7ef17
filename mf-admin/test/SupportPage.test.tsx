/** The support page: the staff mail's link (?id=N) shows that request in full; a subject in the history does too. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { http } from '@vitrin/shared-libs/api/http';
import type { SupportRequest } from '@vitrin/shared-libs/types/staff';
import { renderWithProviders } from '../../shared-libs/test/render';
import { SupportPage } from '../src/features/support/components/SupportPage';

const request = (id: number, subject: string, message: string): SupportRequest => ({
  id,
  subject,
  category: 'bug',
  message,
  status: 'open',
  created_at: '2026-11-20T10:00:00.000Z',
  user_name: 'Onur Operatör',
  attachment: { name: 'ekran.png', mime: 'image/png', size: 10, url: `/api/admin/support/${id}/attachment` },
});

/** A stand-in for the server's support routes, answering through the axios client the app uses. */
function fakeSupport(requests: SupportRequest[]) {
  jest.spyOn(http, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
    const one = /\/api\/admin\/support\/(\d+)$/.exec(config.url ?? '');
    const envelope = (data: unknown) => ({ data: { success: true, message: 'OK', data }, status: 200 });
    if (one) {
      const found = requests.find((r) => r.id === Number(one[1]));
      if (!found) throw new Error('Request failed with status code 404');
      return envelope({ ...found });
    }
    return envelope({
      data: requests.map((r) => ({ ...r })),
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: requests.length,
    });
  }) as never);
}

afterEach(() => jest.restoreAllMocks());

it('the staff mail link shows the request in full, focused; closing it leaves the history', async () => {
  const user = userEvent.setup();
  fakeSupport([request(7, 'Görsel yüklenmiyor', 'Yükleme sırasında hata veriyor.'), request(6, 'Fiyat listesi', 'Ekte.')]);
  renderWithProviders(<SupportPage />, { path: '/admin/support?id=7' });

  const title = await screen.findByRole('heading', { name: 'Destek Talebi #7: Görsel yüklenmiyor' });
  await waitFor(() => expect(title).toHaveFocus());
  const detail = screen.getByRole('article', { name: 'Destek Talebi #7: Görsel yüklenmiyor' });
  expect(within(detail).getByText('Yükleme sırasında hata veriyor.')).toBeInTheDocument();
  expect(within(detail).getByText('Onur Operatör')).toBeInTheDocument();
  expect(within(detail).getByText('Hata Bildirimi')).toBeInTheDocument();
  expect(within(detail).getByRole('button', { name: 'ekran.png indir' })).toBeInTheDocument();

  await user.click(within(detail).getByRole('button', { name: 'Kapat' }));
  expect(screen.queryByRole('article')).toBeNull();
  // Another request opens from its subject in the history.
  await user.click(screen.getByRole('link', { name: 'Fiyat listesi' }));
  expect(await screen.findByRole('heading', { name: 'Destek Talebi #6: Fiyat listesi' })).toBeInTheDocument();
});

it('a link to a request that is not there says so', async () => {
  fakeSupport([request(7, 'Görsel yüklenmiyor', 'x')]);
  renderWithProviders(<SupportPage />, { path: '/admin/support?id=99' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Bu destek talebi bulunamadı.');
});
