/** The inbox counters of the menu and header: every inbox counted, and asked again when the person comes back. */
import { act, screen, waitFor } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { http } from '@vitrin/shared-libs/api/http';
import { signedIn } from '@vitrin/shared-libs/session/sessionSlice';
import { renderWithProviders } from '../../shared-libs/test/render';
import { useUnreadCounts } from '../src/features/inbox/hooks/useUnreadCounts';

function Counters() {
  const { contact, humanResources, offers } = useUnreadCounts();
  return <output data-testid="counters">{`${contact}/${humanResources}/${offers}`}</output>;
}

it('counts the offers inbox too, and asks again when the window gets the focus back', async () => {
  const unread: Record<string, number> = { contact: 1, 'human-resources': 2, offer: 3 };
  jest.spyOn(http, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
    const kind = /^\/api\/admin\/([a-z-]+)\/not-check-count$/.exec(config.url ?? '')?.[1] ?? '';
    return { data: { success: true, message: 'OK', data: unread[kind] }, status: 200 };
  }) as typeof http.request);
  const { store } = renderWithProviders(<Counters />, { path: '/admin/dashboard' });
  act(() => {
    store.dispatch(
      signedIn({
        token: 'tok',
        user: { name: 'Ayşe', email: 'ayse@vitrin.test', role_group: 'Süper Yönetici' },
        expiresIn: 3600,
        now: Date.now(),
      }),
    );
  });
  await waitFor(() => expect(screen.getByTestId('counters')).toHaveTextContent('1/2/3'));

  unread.offer = 4;
  unread.contact = 0;
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  await waitFor(() => expect(screen.getByTestId('counters')).toHaveTextContent('0/2/4'));
});
