/** The shared inbox: empty selections do nothing, opening drops the counter, an outcome dialog per result. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { http } from '@vitrin/shared-libs/api/http';
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import type { InboxMessage } from '@vitrin/shared-libs/types/inbox';
import { renderWithProviders } from '../../shared-libs/test/render';
import { InboxPage } from '../src/features/inbox/components/InboxPage';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(), confirmDialog: jest.fn() }));

const message = (id: number, name: string, check: 0 | 1, section: 'mail' | 'trash' = 'mail'): InboxMessage => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '1',
  message: `${name} yazdı`,
  check,
  section,
  created_at: '2026-11-20T10:00:00.000Z',
  company_name: 'Firma',
  position: null,
  cv_name: null,
  product_code: null,
  product_id: null,
  quantity: null,
});

/** A stand-in for the server's inbox, answering through the axios client the app uses. */
function fakeInbox(messages: InboxMessage[], fail: Partial<Record<'trash' | 'delete', 'server' | 'network'>> = {}) {
  const calls: { method: string; url: string; data: Record<string, unknown> }[] = [];
  const envelope = (data: unknown, success = true) => ({
    data: { success, message: success ? 'OK' : 'Hata', data },
    status: 200,
  });
  jest.spyOn(http, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
    const url = config.url ?? '';
    const method = (config.method ?? 'GET').toUpperCase();
    const data = (config.data ?? {}) as Record<string, unknown>;
    calls.push({ method, url, data });
    if (url.endsWith('/not-check-count')) return envelope(messages.filter((m) => m.check === 0 && m.section === 'mail').length);
    if (url.endsWith('/check') || url.endsWith('/uncheck')) {
      const found = messages.find((m) => m.id === data.id);
      if (found) found.check = url.endsWith('/uncheck') ? 0 : 1;
      return envelope({ id: data.id });
    }
    if (url.endsWith('/trash')) {
      if (fail.trash === 'network') throw new Error('Network Error');
      if (fail.trash === 'server') return envelope(null, false);
      for (const id of JSON.parse(String(data.trash_list)) as number[]) {
        const found = messages.find((m) => m.id === id);
        if (found) found.section = 'trash';
      }
      return envelope({ moved: 1 });
    }
    if (url.endsWith('/cv')) throw new Error('Network Error');
    const one = /\/(\d+)$/.exec(url);
    if (one) {
      const found = messages.find((m) => m.id === Number(one[1]));
      if (!found) throw new Error('Request failed with status code 404');
      return envelope({ ...found });
    }
    if (url.endsWith('/restore')) {
      for (const id of JSON.parse(String(data.restore_list)) as number[]) {
        const found = messages.find((m) => m.id === id);
        if (found) found.section = 'mail';
      }
      return envelope({ restored: 1 });
    }
    if (method === 'DELETE' || (method === 'POST' && data._method === 'DELETE')) {
      if (fail.delete === 'server') return envelope(null, false);
      const ids = JSON.parse(String(data.delete_list)) as number[];
      messages.splice(0, messages.length, ...messages.filter((m) => !ids.includes(m.id)));
      return envelope({ deleted: ids.length });
    }
    // No section in the address is the mail; ?section=trash the trash.
    const section = (config.params as { section?: string }).section ?? 'mail';
    const rows = messages.filter((m) => m.section === section);
    // Copies: the store freezes what it receives.
    return envelope({ data: rows.map((m) => ({ ...m })), current_page: 1, last_page: 1, per_page: 10, total: rows.length });
  }) as never);
  // A download asks through http.get, which calls the client's own request rather than the property spied above.
  jest
    .spyOn(http, 'get')
    .mockImplementation(((url: string, config?: AxiosRequestConfig) => http.request({ ...config, url, method: 'GET' })) as never);
  return calls;
}

const unsafeCalls = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  jest.mocked(showDialog).mockReset().mockResolvedValue(undefined);
  jest.mocked(confirmDialog).mockReset();
  jest.restoreAllMocks();
});

it('does nothing when Çöpe Taşı or Kalıcı Olarak Sil is pressed with nothing selected', async () => {
  const user = userEvent.setup();
  const calls = fakeInbox([message(1, 'Ayşe', 0)]);
  renderWithProviders(<InboxPage kind="contact" />, { path: '/admin/contact' });
  await screen.findByRole('button', { name: 'Aç: Ayşe' });

  await user.click(screen.getByRole('button', { name: 'Çöpe Taşı' }));
  await user.click(screen.getByRole('button', { name: 'Çöp Kutusu' }));
  await user.click(await screen.findByRole('button', { name: 'Kalıcı Olarak Sil' }));

  expect(unsafeCalls(calls)).toEqual([]);
  expect(showDialog).not.toHaveBeenCalled();
  expect(confirmDialog).not.toHaveBeenCalled();
});

it('opening an unread message marks it read and the counter drops by one', async () => {
  const user = userEvent.setup();
  const calls = fakeInbox([message(1, 'Ayşe', 0), message(2, 'Bora', 0)]);
  renderWithProviders(<InboxPage kind="contact" />, { path: '/admin/contact' });
  expect(await screen.findByText('2 okunmamış')).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Aç: Ayşe' }));

  expect(await screen.findByText('1 okunmamış')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ayşe mesajı' })).toBeInTheDocument();
  expect(unsafeCalls(calls)).toEqual([{ method: 'PUT', url: '/api/admin/contact/check', data: { id: 1 } }]);

  // Opening it again (now read) sends nothing more.
  await user.click(screen.getByRole('button', { name: 'Aç: Ayşe' }));
  expect(unsafeCalls(calls)).toHaveLength(1);
});

it('the staff mail link (?id=N) opens that message though it is in the trash, marks it read and puts the focus on it', async () => {
  const calls = fakeInbox([message(1, 'Ayşe', 0), message(3, 'Cem', 0, 'trash')]);
  renderWithProviders(<InboxPage kind="contact" />, { path: '/admin/contact?id=3' });

  const title = await screen.findByRole('heading', { name: 'Cem mesajı Çöp Kutusunda' });
  expect(screen.getByText('Cem yazdı')).toBeInTheDocument();
  await waitFor(() => expect(title).toHaveFocus());
  await waitFor(() => expect(unsafeCalls(calls)).toEqual([{ method: 'PUT', url: '/api/admin/contact/check', data: { id: 3 } }]));
  // The list itself stays the mail section, with its own unread message.
  expect(screen.getByRole('button', { name: 'Aç: Ayşe' })).toBeInTheDocument();
});

it('a link to a message that is gone says so, and the list works as before', async () => {
  const user = userEvent.setup();
  fakeInbox([message(1, 'Ayşe', 0)]);
  renderWithProviders(<InboxPage kind="contact" />, { path: '/admin/contact?id=99' });

  expect(await screen.findByRole('alert')).toHaveTextContent('Bu mesaj bulunamadı; silinmiş olabilir.');
  await user.click(screen.getByRole('button', { name: 'Aç: Ayşe' }));
  expect(await screen.findByRole('heading', { name: 'Ayşe mesajı' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('an opened message offers a reply to its sender ("Re: …") and marks it unread again, the counter following', async () => {
  const user = userEvent.setup();
  const calls = fakeInbox([message(1, 'Ayşe', 0), message(2, 'Bora', 0)]);
  renderWithProviders(<InboxPage kind="contact" />, { path: '/admin/contact' });
  await user.click(await screen.findByRole('button', { name: 'Aç: Ayşe' }));
  expect(await screen.findByText('1 okunmamış')).toBeInTheDocument();

  const reply = screen.getByRole('link', { name: 'Yanıtla: ayşe@example.com' });
  expect(reply).toHaveAttribute('href', `mailto:ayşe@example.com?subject=${encodeURIComponent('Re: Firma')}`);

  await user.click(screen.getByRole('button', { name: 'Okunmadı Olarak İşaretle' }));
  expect(await screen.findByText('2 okunmamış')).toBeInTheDocument();
  expect(unsafeCalls(calls).at(-1)).toEqual({ method: 'PUT', url: '/api/admin/contact/uncheck', data: { id: 1 } });
  expect(screen.queryByRole('heading', { name: 'Ayşe mesajı' })).toBeNull();
});

it('moves the selection to the trash with the JSON-encoded trash_list and says Çöpe Taşındı', async () => {
  const user = userEvent.setup();
  const calls = fakeInbox([message(1, 'Ayşe', 1), message(2, 'Bora', 1)]);
  renderWithProviders(<InboxPage kind="offer" />, { path: '/admin/offers' });

  await user.click(await screen.findByRole('checkbox', { name: 'Seç: Bora' }));
  await user.click(screen.getByRole('button', { name: 'Çöpe Taşı' }));

  await waitFor(() =>
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Çöpe Taşındı' })),
  );
  expect(unsafeCalls(calls)).toEqual([
    { method: 'POST', url: '/api/admin/offer/trash', data: { _method: 'PUT', trash_list: '[2]' } },
  ]);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Aç: Bora' })).not.toBeInTheDocument());
});

it("an offer's check and delete go as the specification sends them, POST with _method (the other inboxes' as PUT and DELETE)", async () => {
  const user = userEvent.setup();
  const calls = fakeInbox([message(1, 'Ayşe', 0), message(2, 'Bora', 1, 'trash')]);
  const { unmount } = renderWithProviders(<InboxPage kind="offer" />, { path: '/admin/offers' });
  await user.click(await screen.findByRole('button', { name: 'Aç: Ayşe' }));
  await waitFor(() =>
    expect(unsafeCalls(calls)).toEqual([{ method: 'POST', url: '/api/admin/offer/check', data: { _method: 'PUT', id: 1 } }]),
  );
  unmount();

  renderWithProviders(<InboxPage kind="offer" />, { path: '/admin/offers' });
  await user.click(screen.getByRole('button', { name: 'Çöp Kutusu' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Seç: Bora' }));
  jest.mocked(confirmDialog).mockResolvedValueOnce(true);
  await user.click(screen.getByRole('button', { name: 'Kalıcı Olarak Sil' }));
  await waitFor(() => expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Silindi' })));
  expect(unsafeCalls(calls).at(-1)).toEqual({
    method: 'POST',
    url: '/api/admin/offer',
    data: { _method: 'DELETE', delete_list: '[2]' },
  });
});

it('shows the trash-failure and system-error dialogs', async () => {
  const user = userEvent.setup();
  fakeInbox([message(1, 'Ayşe', 1)], { trash: 'server' });
  const { unmount } = renderWithProviders(<InboxPage kind="contact" />, { path: '/admin/contact' });
  await user.click(await screen.findByRole('checkbox', { name: 'Seç: Ayşe' }));
  await user.click(screen.getByRole('button', { name: 'Çöpe Taşı' }));
  await waitFor(() =>
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'error', title: 'İşlem Hatası!', text: 'Çöpe taşıma işleminde sorun oldu!' }),
    ),
  );
  unmount();

  jest.restoreAllMocks();
  fakeInbox([message(1, 'Ayşe', 1)], { trash: 'network' });
  renderWithProviders(<InboxPage kind="contact" />, { path: '/admin/contact' });
  await user.click(await screen.findByRole('checkbox', { name: 'Seç: Ayşe' }));
  await user.click(screen.getByRole('button', { name: 'Çöpe Taşı' }));
  await waitFor(() =>
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'error', title: 'Hata! İşlem Başarısız! Sistem Hatası!' }),
    ),
  );
});

it('deletes from the trash only after Evet, Sil! — cancelling sends nothing — and says Silindi', async () => {
  const user = userEvent.setup();
  const calls = fakeInbox([message(3, 'Cem', 1, 'trash')]);
  renderWithProviders(<InboxPage kind="human-resources" />, { path: '/admin/human-resources' });
  await user.click(screen.getByRole('button', { name: 'Çöp Kutusu' }));
  const row = (await screen.findByRole('checkbox', { name: 'Seç: Cem' })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('checkbox'));

  jest.mocked(confirmDialog).mockResolvedValueOnce(false);
  await user.click(screen.getByRole('button', { name: 'Kalıcı Olarak Sil' }));
  expect(confirmDialog).toHaveBeenCalledWith({
    title: 'Emin Misin?!',
    text: 'Kalıcı Olarak Silinecek!',
    confirmText: 'Evet, Sil!',
    cancelText: 'İptal',
  });
  expect(unsafeCalls(calls)).toEqual([]);

  jest.mocked(confirmDialog).mockResolvedValueOnce(true);
  await user.click(screen.getByRole('button', { name: 'Kalıcı Olarak Sil' }));
  await waitFor(() => expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Silindi' })));
  expect(unsafeCalls(calls)).toEqual([{ method: 'DELETE', url: '/api/admin/human-resources', data: { delete_list: '[3]' } }]);
  expect(await screen.findByText('Bu klasörde mesaj yok.')).toBeInTheDocument();
});

it('says Silme İşleminde Hata Oldu when the server refuses the delete', async () => {
  const user = userEvent.setup();
  fakeInbox([message(3, 'Cem', 1, 'trash')], { delete: 'server' });
  renderWithProviders(<InboxPage kind="contact" />, { path: '/admin/contact' });
  await user.click(screen.getByRole('button', { name: 'Çöp Kutusu' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Seç: Cem' }));
  jest.mocked(confirmDialog).mockResolvedValueOnce(true);
  await user.click(screen.getByRole('button', { name: 'Kalıcı Olarak Sil' }));
  await waitFor(() =>
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'error', title: 'Silme İşleminde Hata Oldu. Tekrar Deneyiniz!', text: '' }),
    ),
  );
});

it('restores a message from the trash to mail, and the trash says what it is', async () => {
  const user = userEvent.setup();
  const calls = fakeInbox([message(4, 'Deniz', 0, 'trash')]);
  renderWithProviders(<InboxPage kind="contact" />, { path: '/admin/contact' });
  await user.click(screen.getByRole('button', { name: 'Çöp Kutusu' }));
  expect(await screen.findByRole('table', { name: 'Gelen Kutusu: Çöp Kutusu' })).toBeInTheDocument();
  await user.click(await screen.findByRole('checkbox', { name: 'Seç: Deniz' }));
  await user.click(screen.getByRole('button', { name: 'Geri Yükle' }));
  await waitFor(() =>
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Geri Yüklendi' })),
  );
  expect(unsafeCalls(calls)).toEqual([{ method: 'PUT', url: '/api/admin/contact/restore', data: { restore_list: '[4]' } }]);
  expect(await screen.findByText('Bu klasörde mesaj yok.')).toBeInTheDocument();
  expect(screen.getByText('0 seçili')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Gelen' }));
  expect(await screen.findByRole('checkbox', { name: 'Seç: Deniz' })).toBeInTheDocument();
});

it('no selection outlives its rows: while the Silindi dialog is open, the emptied trash counts nothing selected', async () => {
  const user = userEvent.setup();
  fakeInbox([message(5, 'Elif', 1, 'trash'), message(6, 'Fatma', 1, 'trash')]);
  renderWithProviders(<InboxPage kind="contact" />, { path: '/admin/contact' });
  await user.click(screen.getByRole('button', { name: 'Çöp Kutusu' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Seç: Elif' }));
  await user.click(screen.getByRole('checkbox', { name: 'Seç: Fatma' }));
  expect(screen.getByText('2 seçili')).toBeInTheDocument();
  // The success dialog stays open (its 2 s): the list is already fetched again, empty.
  jest.mocked(showDialog).mockReturnValue(new Promise(() => undefined));
  jest.mocked(confirmDialog).mockResolvedValueOnce(true);
  await user.click(screen.getByRole('button', { name: 'Kalıcı Olarak Sil' }));
  expect(await screen.findByText('Bu klasörde mesaj yok.')).toBeInTheDocument();
  expect(screen.getByText('0 seçili')).toBeInTheDocument();
});

it('dates read as time ago — seconds, minutes, hours — then as the date, with the exact time in the tooltip', async () => {
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  fakeInbox([
    { ...message(7, 'Gül', 1), created_at: minutesAgo(5) },
    { ...message(8, 'Hakan', 1), created_at: minutesAgo(180) },
    { ...message(9, 'İpek', 1), created_at: '2026-11-20T10:00:00.000Z' },
  ]);
  renderWithProviders(<InboxPage kind="contact" />, { path: '/admin/contact' });
  const dateOf = async (name: string) =>
    within((await screen.findByRole('checkbox', { name: `Seç: ${name}` })).closest('tr') as HTMLElement).getByRole('time');
  expect(await dateOf('Gül')).toHaveTextContent('5 dakika önce');
  expect(await dateOf('Hakan')).toHaveTextContent('3 saat önce');
  expect(await dateOf('İpek')).toHaveTextContent('20.11.2026');
  expect(await dateOf('İpek')).toHaveAttribute('title', expect.stringMatching(/^20\.11\.2026 \d\d:\d\d$/));
});

it('a CV that cannot be fetched says so: İşlem Başarısız! / Sistem hatası oldu!', async () => {
  const user = userEvent.setup();
  const calls = fakeInbox([{ ...message(10, 'Jale', 1), cv_name: 'jale-cv.pdf', position: 'Satış' }]);
  renderWithProviders(<InboxPage kind="human-resources" />, { path: '/admin/human-resources' });
  await user.click(await screen.findByRole('button', { name: 'Aç: Jale' }));
  await user.click(screen.getByRole('button', { name: 'CV İndir (jale-cv.pdf)' }));
  await waitFor(() =>
    expect(showDialog).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'error', title: 'İşlem Başarısız!', text: 'Sistem hatası oldu!' }),
    ),
  );
  expect(calls.map((call) => call.url)).toContain('/api/admin/human-resources/10/cv');
});
