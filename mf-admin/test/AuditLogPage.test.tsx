/** İşlem Kayıtları: each record with its user, address, action and changes; the filters and page live in the address. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { useLocation } from 'react-router-dom';
import { http } from '@vitrin/shared-libs/api/http';
import type { AuditRecord } from '@vitrin/shared-libs/types/audit';
import { renderWithProviders } from '../../shared-libs/test/render';
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { AuditLogPage } from '../src/features/audit-log/AuditLogPage';
import { auditFieldLabel } from '../src/i18n/auditTexts';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({
  showDialog: jest.fn().mockResolvedValue(undefined),
  confirmDialog: jest.fn(),
}));

const records: AuditRecord[] = [
  {
    id: 2,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    user: { id: 1, name: 'Ayşe Yönetici', email: 'ayse@vitrin.test' },
    ip: '10.0.0.7',
    action: 'update',
    entity: 'product',
    entity_id: '5',
    changes: {
      name_tr: { before: 'Körük', after: 'Hava Körüğü' },
      is_active: { before: true, after: false },
      made_up_field: { before: 'a', after: 'b' },
    },
  },
  {
    id: 1,
    created_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    user: { id: null, name: null, email: 'yabanci@example.com' },
    ip: '10.0.0.9',
    action: 'sign_in_failed',
    entity: 'user',
    entity_id: null,
    changes: null,
  },
];

/** The server's audit-log and users routes; every audit-log call's parameters are kept. */
function fakeServer() {
  const calls: Record<string, unknown>[] = [];
  jest.spyOn(http, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
    const envelope = (data: unknown[]) => ({
      data: { success: true, message: 'OK', data: { data, current_page: 1, last_page: 3, per_page: 20, total: 50 } },
      status: 200,
    });
    if (config.url === '/api/admin/users') return envelope([{ id: 1, name: 'Ayşe Yönetici', email: 'ayse@vitrin.test' }]);
    calls.push({ ...(config.params as Record<string, unknown>) });
    return envelope(records);
  }) as never);
  return calls;
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

afterEach(() => jest.restoreAllMocks());

it('shows who did what, from where, and the fields changed before → after', async () => {
  fakeServer();
  renderWithProviders(<AuditLogPage />, { path: '/admin/audit-log' });
  expect(await screen.findByRole('heading', { name: 'İşlem Kayıtları' })).toBeInTheDocument();
  const [changed, failed] = await screen.findAllByTestId('audit-row');
  expect(within(changed!).getByText('Ayşe Yönetici')).toBeInTheDocument();
  expect(within(changed!).getByText('10.0.0.7')).toBeInTheDocument();
  expect(within(changed!).getByText('Güncelleme')).toBeInTheDocument();
  expect(within(changed!).getByText('Ürün #5')).toBeInTheDocument();
  expect(within(changed!).getByText('5 dakika önce')).toBeInTheDocument();
  const changes = within(changed!).getByRole('table');
  expect(
    within(changes)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Alan', 'Eski', 'Yeni']);
  // Field names in Turkish, a language's own field with its code; a name without a Turkish word yet shows its words.
  expect(within(changes).getByRole('row', { name: 'Ad (TR) Körük Hava Körüğü' })).toBeInTheDocument();
  expect(within(changes).getByRole('row', { name: 'Aktif Evet Hayır' })).toBeInTheDocument();
  expect(within(changes).getByRole('row', { name: 'made up field a b' })).toBeInTheDocument();

  expect(within(failed!).getByText('yabanci@example.com')).toBeInTheDocument();
  expect(within(failed!).getByText('Başarısız giriş')).toBeInTheDocument();
  expect(within(failed!).getByText('Alan değişmedi')).toBeInTheDocument();
});

it('names a publishing window’s fields apart from a news item’s shown date', () => {
  expect(['publish_at', 'unpublish_at', 'published_at', 'name_tr'].map(auditFieldLabel)).toEqual([
    'Yayın tarihi',
    'Yayından kaldırma tarihi',
    'Görünen tarih',
    'Ad (TR)',
  ]);
});

it('reads its filters and page from the address and writes each change back, on page 1', async () => {
  const user = userEvent.setup();
  const calls = fakeServer();
  renderWithProviders(
    <>
      <AuditLogPage />
      <Address />
    </>,
    { path: '/admin/audit-log?entity=product&entity_id=5&page=2' },
  );
  await screen.findAllByTestId('audit-row');
  expect(calls.at(-1)).toEqual({ page: 2, entity: 'product', entity_id: '5' });
  expect(screen.getByLabelText('Kayıt türü')).toHaveValue('product');

  await user.selectOptions(screen.getByLabelText('İşlem'), 'Silme');
  expect(screen.getByTestId('address')).toHaveTextContent('?entity=product&entity_id=5&action=delete');
  expect(calls.at(-1)).toEqual({ page: 1, entity: 'product', entity_id: '5', action: 'delete' });

  await screen.findByRole('option', { name: 'Ayşe Yönetici' });
  await user.selectOptions(screen.getByLabelText('Kullanıcı'), 'Ayşe Yönetici');
  expect(screen.getByTestId('address')).toHaveTextContent('user=1');

  await user.selectOptions(screen.getByLabelText('Kayıt türü'), 'Kullanıcı');
  expect(screen.getByTestId('address')).toHaveTextContent('?entity=user&action=delete&user=1');

  await user.type(screen.getByLabelText('Başlangıç'), '2026-11-01');
  expect(screen.getByTestId('address')).toHaveTextContent('from=2026-11-01');
  expect(calls.at(-1)).toMatchObject({ from: '2026-11-01', entity: 'user', user: '1' });
});

it('offers "Geri yükle" on a deleted record’s entry and brings it back once confirmed', async () => {
  const user = userEvent.setup();
  const posted: string[] = [];
  const deletion: AuditRecord = {
    id: 9,
    created_at: new Date().toISOString(),
    user: { id: 1, name: 'Ayşe Yönetici', email: 'ayse@vitrin.test' },
    ip: '10.0.0.7',
    action: 'delete',
    entity: 'product',
    entity_id: '7',
    changes: { name_en: { before: 'Gone bellow', after: null } },
  };
  jest.spyOn(http, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
    if (config.method === 'POST') {
      posted.push(config.url!);
      return {
        data: { success: true, message: 'Kayıt geri yüklendi', data: { entity: 'product', entity_id: '7' } },
        status: 200,
      };
    }
    const data = config.url === '/api/admin/users' ? [] : [deletion, records[0]!];
    return {
      data: { success: true, message: 'OK', data: { data, current_page: 1, last_page: 1, per_page: 20, total: 2 } },
      status: 200,
    };
  }) as never);
  jest.mocked(confirmDialog).mockResolvedValueOnce(true);
  renderWithProviders(<AuditLogPage />, { path: '/admin/audit-log' });
  const [deleted, updated] = await screen.findAllByTestId('audit-row');
  // Only a delete entry can be brought back; the record's kind links to its history.
  expect(within(updated!).queryByRole('button', { name: 'Geri yükle' })).not.toBeInTheDocument();
  expect(within(deleted!).getByRole('link', { name: 'Ürün #7' })).toHaveAttribute('href', '/admin/history/product/7');
  await user.click(within(deleted!).getByRole('button', { name: 'Geri yükle' }));
  expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Silinen kayıt geri yüklensin mi?' }));
  await screen.findByRole('button', { name: 'Geri yükle' });
  expect(posted).toEqual(['/api/admin/audit-log/9/restore']);
  expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Kayıt geri yüklendi' }));
});
