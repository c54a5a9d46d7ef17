/**
 * Çeviri Durumu: each language's missing texts per kind, and each missing field a link to its record's editor on
 * that language's tab and field; the language and kind live in the address.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { useLocation } from 'react-router-dom';
import { http } from '@vitrin/shared-libs/api/http';
import { TRANSLATION_GROUPS } from '@vitrin/shared-libs/registry/translations';
import type { MissingTranslation, TranslationSummary } from '@vitrin/shared-libs/types/translations';
import { renderWithProviders } from '../../shared-libs/test/render';
import { TranslationsPage } from '../src/features/translations/TranslationsPage';

const counts = (values: Partial<Record<string, number>>) =>
  Object.fromEntries(TRANSLATION_GROUPS.map((group) => [group, values[group] ?? 0])) as TranslationSummary['records'];

const summaries: TranslationSummary[] = [
  {
    abbr: 'tr',
    lang: 'Türkçe',
    is_active: true,
    missing: 3,
    records: counts({ product: 1, media_item: 1 }),
    fields: counts({ product: 2, media_item: 1 }),
  },
  {
    abbr: 'de',
    lang: 'Deutsch',
    is_active: false,
    missing: 40,
    records: counts({ product: 9, static_texts: 1 }),
    fields: counts({ product: 12, static_texts: 28 }),
  },
];

const product: MissingTranslation = {
  kind: 'product',
  id: 7,
  title: 'Rolling lobe',
  fields: ['name', 'seo_title'],
  context: { section: 'spare_parts', media_kind: null, key: null, parent_id: null },
};
const news: MissingTranslation = {
  kind: 'media_item',
  id: 3,
  title: 'Fair in Hannover',
  fields: ['body'],
  context: { section: null, media_kind: 'news', key: null, parent_id: null },
};

/** The server's two translation routes; each report call's address and parameters are kept. */
function fakeServer() {
  const calls: string[] = [];
  jest.spyOn(http, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
    const ok = (data: unknown) => ({ data: { success: true, message: 'OK', data }, status: 200 });
    if (config.url === '/api/admin/translations') return ok(summaries);
    const { kind } = config.params as { kind: string };
    calls.push(`${config.url} ${kind}`);
    const data = kind === 'product' ? [product] : kind === 'media_item' ? [news] : [];
    return ok({ data, current_page: 1, last_page: 1, per_page: 25, total: data.length });
  }) as never);
  return calls;
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

afterEach(() => jest.restoreAllMocks());

it("lists the first language's records by kind, each missing field a link to its editor's tab and field", async () => {
  const calls = fakeServer();
  renderWithProviders(<TranslationsPage />, { path: '/admin/translations' });
  expect(await screen.findByRole('heading', { name: 'Çeviri Durumu' })).toBeInTheDocument();
  expect(screen.getByLabelText('Dil')).toHaveDisplayValue('Türkçe (TR)');
  expect(screen.getByText('TR: 3 eksik')).toBeInTheDocument();
  const kinds = screen.getByRole('navigation', { name: 'Kayıt türleri' });
  expect(within(kinds).getByRole('link', { name: 'Ürünler 1' })).toHaveAttribute('aria-current', 'page');

  const row = await screen.findByRole('row', { name: /Rolling lobe/ });
  expect(within(row).getByRole('link', { name: 'Ad (TR) alanını aç: Rolling lobe' })).toHaveAttribute(
    'href',
    '/admin/pages/spare-parts/update/7?tab=tr&field=name',
  );
  expect(within(row).getByRole('link', { name: 'SEO başlığı (TR) alanını aç: Rolling lobe' })).toHaveAttribute(
    'href',
    '/admin/pages/spare-parts/update/7?tab=tr&field=seo_title',
  );
  expect(calls).toEqual(['/api/admin/translations/tr product']);
});

it('moves between kinds and languages through the address; a language with static texts missing says so', async () => {
  const user = userEvent.setup();
  const calls = fakeServer();
  renderWithProviders(
    <>
      <TranslationsPage />
      <Address />
    </>,
    { path: '/admin/translations' },
  );
  await user.click(await screen.findByRole('link', { name: /Medya/ }));
  const row = await screen.findByRole('row', { name: /Fair in Hannover/ });
  expect(within(row).getByRole('link', { name: 'İçerik (TR) alanını aç: Fair in Hannover' })).toHaveAttribute(
    'href',
    '/admin/pages/news/update/3?tab=tr&field=body',
  );
  expect(screen.getByTestId('address')).toHaveTextContent('?language=tr&kind=media_item');

  await user.selectOptions(screen.getByLabelText('Dil'), 'Deutsch (DE) — pasif');
  expect(await screen.findByText('28 sabit metin eksik')).toBeInTheDocument();
  expect(screen.getByTestId('address')).toHaveTextContent('?language=de');
  expect(await screen.findByRole('link', { name: 'Ürünler 9' })).toHaveAttribute('aria-current', 'page');
  await user.click(screen.getByRole('link', { name: 'Sözleşmeler 0' }));
  expect(await screen.findByText('Bu türde çevirisi eksik kayıt yok.')).toBeInTheDocument();
  expect(calls).toContain('/api/admin/translations/de contract');
});
