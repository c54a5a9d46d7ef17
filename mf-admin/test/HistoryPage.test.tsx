/**
 * Geçmiş: a record's versions newest first (who, when, what), two compared field by field with Turkish names per
 * language, and "Bu sürüme dön" asked first, then a success notice and the history read again.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { http } from '@vitrin/shared-libs/api/http';
import type { HistoryAnswer, HistoryVersion } from '@vitrin/shared-libs/registry/historyEntities';
import { confirmDialog, showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { renderWithProviders } from '../../shared-libs/test/render';
import { HistoryPage } from '../src/features/audit-log/HistoryPage';

jest.mock('@vitrin/shared-libs/ui/dialogs', () => ({ showDialog: jest.fn(), confirmDialog: jest.fn() }));

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const editor = { id: 2, name: 'Ece Editör', email: 'ece@vitrin.test' };
const update: HistoryVersion = {
  id: 12,
  created_at: ago(5),
  user: editor,
  action: 'update',
  changes: { name_en: { before: 'Old bellow', after: 'New bellow' } },
};
const create: HistoryVersion = {
  id: 11,
  created_at: ago(60),
  user: { id: 1, name: 'Ayşe Yönetici', email: 'ayse@vitrin.test' },
  action: 'create',
  changes: { name_en: { before: null, after: 'Old bellow' }, code: { before: null, after: 'HI-1' } },
};

/** The server's history routes; every call kept (method, url, params, body). */
function fakeServer(answers: { deleted?: boolean; versions?: HistoryVersion[] } = {}) {
  const calls: { method: string; url: string; params?: unknown; data?: unknown }[] = [];
  let versions = answers.versions ?? [update, create];
  jest.spyOn(http, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
    calls.push({ method: config.method ?? 'GET', url: config.url ?? '', params: config.params, data: config.data });
    const params = config.params as { from?: number; to?: number } | undefined;
    if (config.method === 'POST') {
      versions = [
        {
          id: 13,
          created_at: ago(0),
          user: editor,
          action: 'restore',
          changes: { name_en: { before: 'New bellow', after: 'Old bellow' } },
        },
        ...versions,
      ];
    }
    const answer: HistoryAnswer = {
      entity: 'product',
      entity_id: '5',
      deleted: answers.deleted ?? false,
      versions,
      comparison: params?.from
        ? { from: params.from, to: params.to!, changes: { name_en: { before: 'Old bellow', after: 'New bellow' } } }
        : null,
    };
    return {
      data: { success: true, message: config.method === 'POST' ? 'Sürüm geri yüklendi' : 'OK', data: answer },
      status: 200,
    };
  }) as never);
  return calls;
}

beforeEach(() => {
  jest.mocked(confirmDialog).mockReset();
  jest.mocked(showDialog).mockReset().mockResolvedValue(undefined);
});
afterEach(() => jest.restoreAllMocks());

it('lists the versions newest first with who, what, and the current one marked', async () => {
  fakeServer();
  renderWithProviders(<HistoryPage entity="product" id="5" />, { path: '/admin/history/product/5' });
  expect(await screen.findByRole('heading', { name: 'Geçmiş — Ürün #5' })).toBeInTheDocument();
  const [newest, oldest] = await screen.findAllByTestId('history-version');
  // Who: its own column from 768 px, under the time on a phone (CSS picks one; both are in the row).
  expect(within(newest!).getAllByText('Ece Editör')).toHaveLength(2);
  expect(within(newest!).getByText('Güncelleme')).toBeInTheDocument();
  expect(within(newest!).getByText('Ad (EN)')).toBeInTheDocument();
  expect(within(newest!).getByText('5 dakika önce')).toBeInTheDocument();
  expect(within(newest!).getByText('Şimdiki sürüm')).toBeInTheDocument();
  expect(within(newest!).queryByRole('button', { name: /Bu sürüme dön/ })).not.toBeInTheDocument();
  expect(within(oldest!).getByText('Oluşturma')).toBeInTheDocument();
  expect(within(oldest!).getByText('Ad (EN), Kod')).toBeInTheDocument();
  expect(within(oldest!).getByRole('button', { name: /Bu sürüme dön/ })).toBeInTheDocument();
});

it('compares two versions field by field, with each language’s field named', async () => {
  const user = userEvent.setup();
  const calls = fakeServer();
  renderWithProviders(<HistoryPage entity="product" id="5" />, { path: '/admin/history/product/5' });
  await screen.findAllByTestId('history-version');
  expect(screen.getByLabelText('Eski sürüm')).toHaveValue('11');
  expect(screen.getByLabelText('Yeni sürüm')).toHaveValue('12');
  await user.click(screen.getByRole('button', { name: 'Karşılaştır' }));
  const comparison = await screen.findByTestId('history-comparison');
  expect(within(comparison).getByRole('row', { name: 'Ad (EN) Old bellow New bellow' })).toBeInTheDocument();
  expect(calls.at(-1)).toMatchObject({ url: '/api/admin/history/product/5', params: { from: 11, to: 12 } });
});

it('asks before going back to a version; once confirmed, restores it, says so and shows the new version', async () => {
  const user = userEvent.setup();
  const calls = fakeServer();
  renderWithProviders(<HistoryPage entity="product" id="5" />, { path: '/admin/history/product/5' });
  const [, oldest] = await screen.findAllByTestId('history-version');

  jest.mocked(confirmDialog).mockResolvedValueOnce(false);
  await user.click(within(oldest!).getByRole('button', { name: /Bu sürüme dön/ }));
  expect(confirmDialog).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Bu sürüme dönülsün mü?', confirmText: 'Evet, geri dön' }),
  );
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

  // After a comparison too, the list is read afresh once the restore is done.
  await user.click(screen.getByRole('button', { name: 'Karşılaştır' }));
  await screen.findByTestId('history-comparison');
  jest.mocked(confirmDialog).mockResolvedValueOnce(true);
  await user.click(within(oldest!).getByRole('button', { name: /Bu sürüme dön/ }));
  await screen.findByText('Geri yükleme');
  expect(screen.getAllByTestId('history-version')).toHaveLength(3);
  expect(calls.find((call) => call.method === 'POST')).toMatchObject({
    url: '/api/admin/history/product/5/restore',
    data: { version: 11 },
  });
  expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Sürüm geri yüklendi' }));
  expect(within(screen.getAllByTestId('history-version')[0]!).getByText('Geri yükleme')).toBeInTheDocument();
});

it('says when the record is deleted and offers its versions before the delete', async () => {
  fakeServer({ deleted: true });
  renderWithProviders(<HistoryPage entity="product" id="5" />, { path: '/admin/history/product/5' });
  expect(await screen.findByText(/Bu kayıt silinmiş/)).toBeInTheDocument();
  const [newest] = await screen.findAllByTestId('history-version');
  expect(within(newest!).getByRole('button', { name: /Bu sürüme dön/ })).toBeInTheDocument();
});

it('says when a record has no recorded change yet', async () => {
  fakeServer({ versions: [] });
  renderWithProviders(<HistoryPage entity="category" id="3" />, { path: '/admin/history/category/3' });
  expect(await screen.findByText('Bu kaydın henüz kayıtlı bir değişikliği yok.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Geçmiş — Kategori #3' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Karşılaştır' })).not.toBeInTheDocument();
});
