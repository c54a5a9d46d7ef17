import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { applyStaticTexts } from '@vitrin/shared-libs/i18n/i18n';
import { renderWithProviders } from '../../shared-libs/test/render';
import { ProductListPage } from '../src/features/admin-products/components/ProductListPage';
import { ProductsPage } from '../src/features/products/components/ProductsPage';
import { PRELOADER_CLOSE_MS } from '../src/features/products/hooks/useAfterLoad';
import { SearchResultsPage } from '../src/features/search/components/SearchResultsPage';
import { fakeApi, ok, type Call } from './fakeApi';
import { adminCategory, productSummary } from './fixtures';

beforeAll(async () => {
  await applyStaticTexts('en', {
    common: { loading: 'Loading' },
    search: { placeholder: 'Code or name', button: 'Search', transporter_types: { bus: 'City bus' } },
    catalogue: {
      vehicle_type: 'Vehicle type',
      any_vehicle: 'Any',
      count: '{{count}} products',
      pagination: 'Pages',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}}',
    },
  });
});

const product = (id: number) => ({ ...productSummary(id, `C-${id}`, `Körük ${id}`), is_active: true });

/** Page `page` of 12 products, 2 a page. */
const paged = ({ params }: Call) => {
  const page = Number(params.page ?? 1);
  return ok({
    current_page: page,
    last_page: 6,
    per_page: 2,
    total: 12,
    data: [product(page * 2 - 1), product(page * 2)],
  });
};

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

it('public search results: the page links (followed without JavaScript too) ask for that page, keep the search in the address, page 1 has none', async () => {
  const user = userEvent.setup();
  const api = fakeApi({ 'GET /api/pages/search-products': paged });
  renderWithProviders(
    <>
      <SearchResultsPage />
      <Address />
    </>,
    { area: 'public', path: '/search-products?search=spring' },
  );
  const nav = await screen.findByRole('navigation', { name: 'Pages' });
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  // First, last and two either side: 1 2 3 … 6, each a link to its own address.
  expect(screen.getAllByRole('link', { name: /^Page \d$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '6']);
  expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/search-products?search=spring&page=3');
  expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');

  await user.click(screen.getByRole('link', { name: 'Page 3' }));
  expect(await screen.findByRole('link', { name: /Spring C-6/ })).toBeInTheDocument();
  expect(screen.getByTestId('address')).toHaveTextContent('/search-products?search=spring&page=3');
  expect(api.calls.at(-1)?.params).toMatchObject({ search: 'spring', page: 3 });

  await user.click(screen.getByRole('link', { name: 'Previous' }));
  await user.click(await screen.findByRole('link', { name: 'Previous' }));
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/search-products\?search=spring$/));
  expect(nav).toBeInTheDocument();
});

it('admin product list: Turkish page buttons, the page in the address, the selection cleared on a page change', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'GET /api/admin/products': paged,
    'GET /api/admin/categories': () => ok([]),
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/admin/pages/air-springs"
        element={
          <>
            <ProductListPage section="air_springs" title="Hava Körükleri" basePath="/admin/pages/air-springs" />
            <Address />
          </>
        }
      />
    </Routes>,
    { path: '/admin/pages/air-springs?search=c' },
  );
  await user.click(await screen.findByRole('checkbox', { name: 'C-1 seç' }));
  expect(screen.getByRole('button', { name: 'Seçilenleri Sil (1)' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Sonraki' }));
  expect(await screen.findByRole('cell', { name: 'C-3' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Sayfalar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByTestId('address')).toHaveTextContent('/admin/pages/air-springs?search=c&page=2');
  expect(api.calls.filter((c) => c.url === '/api/admin/products').at(-1)?.params).toMatchObject({ page: 2, search: 'c' });
  expect(screen.getByRole('button', { name: 'Seçilenleri Sil (0)' })).toBeDisabled();
});

it('a category’s product list: the preloader stays until 300 ms after the next page’s products have loaded', async () => {
  const user = userEvent.setup();
  // When the last page was answered: its products arrive after that, so the preloader closes 300 ms after at least.
  let answeredAt = 0;
  fakeApi({
    'GET /api/pages/products/bus-air-springs': (call) => {
      answeredAt = Date.now();
      return ok({
        category: { ...adminCategory(1, 'Bus air springs'), seo_name: 'bus-air-springs' },
        products: paged(call).body.data,
      });
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/products/:seoName" element={<ProductsPage />} />
    </Routes>,
    { area: 'public', path: '/products/bus-air-springs' },
  );
  await screen.findByRole('link', { name: /Spring C-2/ });
  await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument());

  await user.click(screen.getByRole('link', { name: 'Page 2' }));
  expect(await screen.findByRole('link', { name: /Spring C-4/ })).toBeInTheDocument();
  // The products are there; the preloader is still on for its 300 ms.
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument(), { timeout: 3000 });
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(PRELOADER_CLOSE_MS);
});

it('admin product list: each row shows a thumbnail (the smallest variant, not the original) and its status as a badge', async () => {
  const image = {
    url: '/uploads/files/p-original.jpg',
    width: 2400,
    height: 1800,
    variants: [
      { width: 320, url: '/uploads/files/p-320.webp' },
      { width: 1280, url: '/uploads/files/p-1280.webp' },
    ],
  };
  fakeApi({
    'GET /api/admin/products': () =>
      ok({
        current_page: 1,
        last_page: 1,
        per_page: 20,
        total: 2,
        data: [
          { ...product(1), image },
          { ...product(2), is_active: false },
        ],
      }),
    'GET /api/admin/categories': () => ok([]),
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/admin/pages/air-springs"
        element={<ProductListPage section="air_springs" title="Hava Körükleri" basePath="/admin/pages/air-springs" />}
      />
    </Routes>,
    { path: '/admin/pages/air-springs' },
  );
  const first = (await screen.findByRole('cell', { name: 'C-1' })).closest('tr') as HTMLElement;
  const picture = first.querySelector('img') as HTMLImageElement;
  expect(picture).toHaveAttribute('src', '/uploads/files/p-320.webp');
  expect(picture).toHaveAttribute('width', '64');
  expect(within(first).getByText('Aktif')).toHaveClass('badge', 'text-bg-success');
  const second = screen.getByRole('cell', { name: 'C-2' }).closest('tr') as HTMLElement;
  expect(within(second).getByText('Pasif')).toHaveClass('badge', 'text-bg-secondary');
});

it('admin product list: while the Silindi dialog is open, the reloaded list counts none of the deleted rows as selected', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  let rows = [product(1), product(2), product(3)];
  fakeApi({
    'GET /api/admin/products': () => ok({ current_page: 1, last_page: 1, per_page: 10, total: rows.length, data: rows }),
    'GET /api/admin/categories': () => ok([]),
    'DELETE /api/admin/products': () => {
      rows = rows.filter((row) => row.id === 3);
      return ok(null, 'Silindi');
    },
  });
  renderWithProviders(<ProductListPage section="air_springs" title="Hava Körükleri" basePath="/admin/pages/air-springs" />, {
    path: '/admin/pages/air-springs',
  });
  await user.click(await screen.findByRole('checkbox', { name: 'C-1 seç' }));
  await user.click(screen.getByRole('checkbox', { name: 'C-2 seç' }));
  await user.click(screen.getByRole('button', { name: 'Seçilenleri Sil (2)' }));
  await user.click(await screen.findByRole('button', { name: 'Evet, Sil!' }));

  expect(await screen.findByRole('heading', { name: 'Silindi' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'C-1 seç' })).toBeNull());
  expect(screen.getByRole('button', { name: 'Seçilenleri Sil (0)', hidden: true })).toBeDisabled();
});
