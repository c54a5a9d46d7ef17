/**
 * Scheduled publishing on the media and page screens (docs/architecture.md, "Scheduled publishing"): the list's
 * badge and "Planlanmış" filter, and the forms' two times in the site's time zone with the server's field messages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeServer, ok, type SentRequest } from '../../shared-libs/test/fakeServer';
import { renderWithProviders } from '../../shared-libs/test/render';
import { MediaFormPage } from '../src/features/media/components/MediaFormPage';
import { MediaListPage } from '../src/features/media/components/MediaListPage';
import { PageContentEditor } from '../src/features/pages/components/PageContentEditor';
import type { MediaFormItem, MediaRow } from '../src/features/media/api/media';

const languages = ok([
  { id: 1, abbr: 'tr', lang: 'Türkçe', is_active: true, is_default: true },
  { id: 2, abbr: 'en', lang: 'English', is_active: true, is_default: false },
]);

const row = (id: number, title: string, window: Partial<MediaRow>): MediaRow => ({
  id,
  kind: 'news',
  seo_name: `haber-${id}`,
  cover: null,
  published_at: '2026-11-20T00:00:00.000Z',
  is_active: true,
  updated_at: '2026-11-20T00:00:00.000Z',
  title_tr: title,
  title_en: null,
  publish_at: null,
  unpublish_at: null,
  schedule_state: null,
  ...window,
});

const paged = (data: MediaRow[]) => ok({ data, current_page: 1, last_page: 1, per_page: 20, total: data.length });

test('the list marks planned and ended items, and "Planlanmış" asks the server for the planned ones', async () => {
  const user = userEvent.setup();
  const planned = row(1, 'Kış fuarı', { publish_at: '2026-12-01T12:01', schedule_state: 'planned' });
  const ended = row(2, 'Eski duyuru', { unpublish_at: '2026-11-25T09:00', schedule_state: 'ended' });
  const server = fakeServer({
    'GET /api/pages/all-languages': languages,
    'GET /api/admin/media/news': (request: SentRequest) =>
      request.params.schedule === 'planned' ? paged([planned]) : paged([planned, ended, row(3, 'Yayında', {})]),
  });
  renderWithProviders(<MediaListPage kind="news" />, { path: '/admin/pages/news' });

  const plannedRow = (await screen.findByText('Kış fuarı')).closest('tr')!;
  expect(within(plannedRow).getByText('Planlandı')).toHaveAttribute('title', 'Planlandı: 01.12.2026 12:01');
  expect(within(screen.getByText('Eski duyuru').closest('tr')!).getByText('Yayından kalktı')).toBeInTheDocument();
  expect(within(screen.getByText('Yayında').closest('tr')!).queryByText(/Planlandı|Yayından kalktı/)).toBeNull();

  await user.selectOptions(screen.getByLabelText('Yayın planı'), 'Planlanmış');
  expect(await screen.findByText(/Toplam 1/)).toBeInTheDocument();
  expect(screen.queryByText('Eski duyuru')).toBeNull();
  expect(server.requests.filter((r) => r.path === '/api/admin/media/news').at(-1)?.params).toMatchObject({
    schedule: 'planned',
  });
});

test('the form shows the times in the site’s zone, sends what changed, and shows the server’s message by its field', async () => {
  const user = userEvent.setup();
  const stored: MediaFormItem = {
    ...row(7, 'Kış fuarı', { publish_at: '2026-12-01T12:01', schedule_state: 'planned' }),
    video_url: null,
    gallery: [],
    summary_tr: null,
    summary_en: null,
    body_tr: null,
    body_en: null,
    time_zone: 'Europe/Istanbul',
  };
  const server = fakeServer({
    'GET /api/pages/all-languages': languages,
    'GET /api/admin/media/news/7': ok(stored),
    'PUT /api/admin/media/news/7': {
      status: 422,
      body: {
        success: false,
        message: 'İşlem Başarısız!',
        data: null,
        errors: { unpublish_at: 'Yayından kaldırma tarihi, yayın tarihinden sonra olmalı' },
      },
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin/pages/news/update/:id" element={<MediaFormPage kind="news" mode="update" />} />
    </Routes>,
    { path: '/admin/pages/news/update/7' },
  );

  const publishAt = await screen.findByLabelText('Yayın tarihi');
  expect(publishAt).toHaveAttribute('type', 'datetime-local');
  expect(publishAt).toHaveValue('2026-12-01T12:01');
  const plan = screen.getByRole('group', { name: 'Yayın planı' });
  expect(plan).toHaveTextContent('Europe/Istanbul');
  // Planned: staff are told visitors cannot see it yet, and how they can see it as it will show.
  expect(within(plan).getByRole('note')).toHaveTextContent(/^Planlandı Ziyaretçiler bu kaydı yayın tarihinden önce göremez/);
  expect(within(plan).getByRole('note')).toHaveTextContent('“Sitede önizle” kaydedilmiş halini, yayın zamanındaki site içinde');
  // The header's "Sitede önizle" asks for a preview link instead of linking to a page visitors get as not found.
  expect(screen.getByRole('button', { name: 'Sitede önizle (yayın zamanındaki haliyle, yeni sekmede açılır)' })).toBeEnabled();

  const unpublishAt = screen.getByLabelText('Yayından kaldırma tarihi');
  await user.type(unpublishAt, '2026-12-01T11:00');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));

  expect(await screen.findByText('Yayından kaldırma tarihi, yayın tarihinden sonra olmalı')).toBeInTheDocument();
  expect(unpublishAt).toHaveAttribute('aria-invalid', 'true');
  const sent = server.requests.find((r) => r.method === 'PUT')!.data as FormData;
  expect(sent.get('unpublish_at')).toBe('2026-12-01T11:00');
  // Unchanged, so not sent: the server keeps the stored time.
  expect(sent.get('publish_at')).toBeNull();
});

test('a corporate page’s editor says it is planned and sends a new time as the site’s local time', async () => {
  const user = userEvent.setup();
  const page = {
    page: 'about_us',
    image: null,
    updated_at: '2026-11-20T00:00:00.000Z',
    title_tr: 'Hakkımızda',
    title_en: 'About us',
    body_tr: '<p>Metin</p>',
    body_en: '<p>Text</p>',
    publish_at: '2026-12-01T15:00',
    unpublish_at: null,
    schedule_state: 'planned',
  };
  const server = fakeServer({
    'GET /api/pages/all-languages': languages,
    'GET /api/admin/contents': ok({
      pages: [page],
      breadcrumbs: [],
      slider: [],
      featured_categories: [],
      contact_form_social_icons: [],
    }),
    'PUT /api/admin/contents/about_us': ok({ ...page, publish_at: '2026-12-02T09:30' }, 'Güncellendi'),
  });
  renderWithProviders(<PageContentEditor page="about_us" heading="Hakkımızda" />, { path: '/admin/pages/about-us' });

  const plan = await screen.findByRole('group', { name: 'Yayın planı' });
  expect(within(plan).getByRole('note')).toHaveTextContent('“Sitede önizle” kaydedilmiş halini, yayın zamanındaki site içinde');
  expect(screen.queryByRole('link', { name: /^Sitede önizle/ })).toBeNull();
  const publishAt = within(plan).getByLabelText('Yayın tarihi');
  expect(publishAt).toHaveValue('2026-12-01T15:00');
  await user.clear(publishAt);
  await user.type(publishAt, '2026-12-02T09:30');
  await user.click(screen.getByRole('button', { name: /Kaydet/ }));
  await waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
  const sent = server.requests.find((r) => r.method === 'PUT')!.data as FormData;
  expect(sent.get('publish_at')).toBe('2026-12-02T09:30');
  expect(sent.get('unpublish_at')).toBeNull();
});
