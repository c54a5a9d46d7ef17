/**
 * "Çevirisi eksik" on a short list: the contracts the translation report names for the chosen language stay, the
 * others go; the choice lives in the address.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { useLocation } from 'react-router-dom';
import { http } from '@vitrin/shared-libs/api/http';
import { TRANSLATION_GROUPS } from '@vitrin/shared-libs/registry/translations';
import type { AdminContract } from '@vitrin/shared-libs/types/settings';
import type { TranslationSummary } from '@vitrin/shared-libs/types/translations';
import { renderWithProviders } from '../../shared-libs/test/render';
import { ContractsPage } from '../src/features/contracts/components/ContractsPage';

const zero = Object.fromEntries(TRANSLATION_GROUPS.map((group) => [group, 0])) as TranslationSummary['records'];
const contract = (id: number, name: string): AdminContract => ({
  id,
  name,
  seo_name: name.toLowerCase(),
  seo_name_tr: null,
  queue: id,
  name_en: name,
  name_tr: id === 1 ? null : name,
  content_en: '<p>Text</p>',
  content_tr: id === 1 ? null : '<p>Metin</p>',
});

function fakeServer() {
  jest.spyOn(http, 'request').mockImplementation((async (config: AxiosRequestConfig) => {
    const ok = (data: unknown) => ({ data: { success: true, message: 'OK', data }, status: 200 });
    if (config.url === '/api/admin/contracts') return ok([contract(1, 'Privacy'), contract(2, 'Cookies')]);
    if (config.url === '/api/admin/translations')
      return ok([{ abbr: 'tr', lang: 'Türkçe', is_active: true, missing: 2, records: zero, fields: zero }]);
    // The report names the contract without its Turkish texts.
    const item = { kind: 'contract', id: 1, title: 'Privacy', fields: ['name', 'content'] };
    const context = { section: null, media_kind: null, key: null, parent_id: null };
    return ok({ data: [{ ...item, context }], current_page: 1, last_page: 1, per_page: 100, total: 1 });
  }) as never);
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

afterEach(() => jest.restoreAllMocks());

it('keeps the contracts the report names for the chosen language, and all of them again for Tümü', async () => {
  const user = userEvent.setup();
  fakeServer();
  renderWithProviders(
    <>
      <ContractsPage />
      <Address />
    </>,
    { path: '/admin/contracts' },
  );
  expect(await screen.findByRole('rowheader', { name: 'Cookies' })).toBeInTheDocument();
  await user.selectOptions(await screen.findByLabelText('Çevirisi eksik'), 'TR — Türkçe');
  expect(screen.getByTestId('address')).toHaveTextContent('?missing_lang=tr');
  expect(await screen.findByRole('rowheader', { name: 'Privacy' })).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: 'Cookies' })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Çevirisi eksik'), 'Tümü');
  expect(await screen.findByRole('rowheader', { name: 'Cookies' })).toBeInTheDocument();
});
