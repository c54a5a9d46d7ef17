/**
 * Scheduled publishing on the product screens (docs/architecture.md, "Scheduled publishing"): the form's two times
 * in the site's time zone, the server's field message by its field, and the list's badge and filter.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDetail } from '@vitrin/shared-libs/types/catalogue';
import type { ScheduledDetail } from '@vitrin/shared-libs/types/schedule';
import { fakeServer, ok, type SentRequest } from '../../shared-libs/test/fakeServer';
import { renderWithProviders } from '../../shared-libs/test/render';
import type { AdminProductRow } from '../src/features/admin-products/api/getAdminProducts';
import { renderProductForm } from './productFormHarness';
import { ProductListPage } from '../src/features/admin-products/components/ProductListPage';
import { adminCategory, productDetail, productSummary } from './fixtures';

const product: ProductDetail & ScheduledDetail = {
  ...productDetail(5, 'VT 1'),
  publish_at: '2026-12-01T12:01',
  unpublish_at: null,
  schedule_state: 'planned',
  time_zone: 'Europe/Istanbul',
};

it('the form edits the times in the site’s zone, sends both, and shows the server’s message by its field', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const onSave = jest.fn(async () => ({ unpublish_at: 'Yayından kaldırma tarihi, yayın tarihinden sonra olmalı' }));
  renderProductForm(product, onSave);
  const plan = screen.getByRole('group', { name: 'Yayın planı' });
  expect(plan).toHaveTextContent('Europe/Istanbul');
  expect(within(plan).getByRole('note')).toHaveTextContent(/^Planlandı Ziyaretçiler bu kaydı yayın tarihinden önce göremez/);
  expect(within(plan).getByLabelText('Yayın tarihi')).toHaveValue('2026-12-01T12:01');
  await user.type(within(plan).getByLabelText('Yayından kaldırma tarihi'), '2026-12-01T11:00');
  await user.click(screen.getByRole('button', { name: 'Kaydet' }));

  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  const payload = (onSave.mock.calls[0] as unknown as [Record<string, unknown>])[0];
  expect(payload).toMatchObject({ publish_at: '2026-12-01T12:01', unpublish_at: '2026-12-01T11:00' });
  expect(await within(plan).findByText('Yayından kaldırma tarihi, yayın tarihinden sonra olmalı')).toBeInTheDocument();
  expect(within(plan).getByLabelText('Yayından kaldırma tarihi')).toHaveAttribute('aria-invalid', 'true');
});

it('the list marks a planned product and "Planlanmış" asks the server for the planned ones', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const row = (id: number, code: string, window: Partial<AdminProductRow>): AdminProductRow => ({
    ...productSummary(id, code),
    is_active: true,
    publish_at: null,
    unpublish_at: null,
    schedule_state: null,
    ...window,
  });
  const planned = row(1, 'PLN-1', { publish_at: '2026-12-01T12:01', schedule_state: 'planned' });
  const page = (data: AdminProductRow[]) => ok({ data, current_page: 1, last_page: 1, per_page: 20, total: data.length });
  const server = fakeServer({
    'GET /api/admin/categories': ok([adminCategory(1, 'Otobüs')]),
    'GET /api/admin/products': (request: SentRequest) =>
      request.params.schedule === 'planned' ? page([planned]) : page([planned, row(2, 'LIVE-2', {})]),
  });
  renderWithProviders(<ProductListPage section="air_springs" title="Hava Körükleri" basePath="/admin/pages/air-springs" />, {
    path: '/admin/pages/air-springs',
  });

  const plannedRow = (await screen.findByRole('cell', { name: 'PLN-1' })).closest('tr')!;
  expect(within(plannedRow).getByText('Planlandı')).toHaveAttribute('title', 'Planlandı: 01.12.2026 12:01');
  expect(within(screen.getByRole('cell', { name: 'LIVE-2' }).closest('tr')!).queryByText('Planlandı')).toBeNull();

  await user.selectOptions(screen.getByLabelText('Yayın planı'), 'Planlanmış');
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'LIVE-2' })).toBeNull());
  expect(server.requests.filter((r) => r.path === '/api/admin/products').at(-1)?.params).toMatchObject({ schedule: 'planned' });
});

describe('"Sitede önizle" on the product form', () => {
  const link = '/product/p-5?vitrin_planned=token.signature';
  const previewRoute = {
    'POST /api/admin/site-preview/product/5': ok({
      link,
      path: '/product/p-5',
      at: '2026-12-01T12:01',
      time_zone: 'Europe/Istanbul',
      expires_at: '2026-12-01T09:06:00.000Z',
    }),
  };
  afterEach(() => jest.restoreAllMocks());

  it('a planned product asks the server for a preview link and opens it in a new tab, from the keyboard', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const server = fakeServer(previewRoute);
    const tab = { opener: window as unknown, closed: false, location: { replace: jest.fn() }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderProductForm(
      { ...product, seo_name: 'p-5' },
      jest.fn(async () => ({})),
    );

    expect(within(screen.getByRole('group', { name: 'Yayın planı' })).getByRole('note')).toHaveTextContent(
      '“Sitede önizle” kaydedilmiş halini, yayın zamanındaki site içinde yalnız size gösterir.',
    );
    const action = screen.getByRole('button', { name: 'Sitede önizle (yayın zamanındaki haliyle, yeni sekmede açılır)' });
    action.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(link));
    // The tab opens on the keypress itself (no pop-up blocker), and keeps no hold on the admin.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/admin/site-preview/product/5']);
  });

  it('a blocked tab leaves the link to follow by hand; a product that shows is a plain link to its page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    fakeServer(previewRoute);
    jest.spyOn(window, 'open').mockReturnValue(null);
    const { unmount } = renderProductForm(
      { ...product, seo_name: 'p-5' },
      jest.fn(async () => ({})),
    );
    await user.click(screen.getByRole('button', { name: /^Sitede önizle/ }));
    expect(await screen.findByRole('link', { name: 'Önizlemeyi aç' })).toHaveAttribute('href', link);
    unmount();

    renderProductForm(
      { ...product, seo_name: 'p-5', publish_at: null, schedule_state: null },
      jest.fn(async () => ({})),
    );
    expect(screen.getByRole('link', { name: 'Sitede önizle (yeni sekmede açılır)' })).toHaveAttribute('href', '/product/p-5');
    expect(screen.queryByRole('button', { name: /^Sitede önizle/ })).toBeNull();
  });
});
