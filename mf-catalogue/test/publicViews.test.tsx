import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { selectCart, updateQuantity } from '@vitrin/shared-libs/cart/cartSlice';
import { applyStaticTexts } from '@vitrin/shared-libs/i18n/i18n';
import type { ProductDetail } from '@vitrin/shared-libs/types/catalogue';
import { renderWithProviders } from '../../shared-libs/test/render';
import { ProductDetailsPage } from '../src/features/product-details/components/ProductDetailsPage';
import { ProductsPage } from '../src/features/products/components/ProductsPage';
import { SearchResultsPage } from '../src/features/search/components/SearchResultsPage';
import { fakeApi, ok } from './fakeApi';
import { adminCategory, productSummary } from './fixtures';

beforeAll(async () => {
  await applyStaticTexts('en', {
    navbar: { home: 'Home', air_springs: 'Air Springs' },
    layout: { breadcrumb: 'Breadcrumb' },
    common: { loading: 'Loading', add_to_cart: 'Add to quote cart' },
    search: {
      placeholder: 'Code or name',
      button: 'Search',
      transporter_types: { bus: 'City bus', truck: 'Truck', dorse: 'Trailer', bus2: 'Coach', kabin: 'Cab', seat: 'Seat' },
    },
    catalogue: {
      no_results: 'No products were found.',
      no_results_hint: 'Choose a vehicle type:',
      searching: 'Searching…',
      vehicle_type: 'Vehicle type',
      any_vehicle: 'Any',
      search_in: 'Search in',
      card_in_cart: 'In the quote cart',
      card_add: 'Add {{name}} to the quote cart',
      card_remove: 'Remove {{name}} from the quote cart',
      card_removed: 'Removed from the quote cart.',
      empty: 'No products match these filters.',
      empty_list: 'There are no products here yet.',
      undo: 'Undo',
      search_type: { all: 'Everything', code: 'Part and OEM numbers', name: 'Product names' },
      count: '{{count}} products',
      sub_category: 'Sub-category',
      all_sub_categories: 'All sub-categories',
      quantity: 'Quantity',
      in_cart: 'In your quote cart: {{count}}',
      code: 'Product code',
      image_of: 'Image {{n}} of {{total}}',
      specs: 'Technical specifications',
    },
    offer: {
      title: 'Request a quote',
      company_name: 'Company',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      quantity: 'Quantity',
      message: 'Message',
      send: 'Send',
    },
  });
});

const summary = (id: number, code: string) => productSummary(id, code);

it('shows the results of the address’s search, sent once, and an empty result offers the vehicle types', async () => {
  const api = fakeApi({
    'GET /api/pages/search-products': ({ params }) =>
      ok({
        data: params.search === 'W01 358 9082' ? [summary(1, 'VT-1')] : [],
        current_page: 1,
        last_page: 1,
        per_page: 24,
        total: params.search === 'W01 358 9082' ? 1 : 0,
      }),
  });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/search-products" element={<SearchResultsPage />} />
    </Routes>,
    { area: 'public', path: '/search-products?search=W01%20358%209082' },
  );
  expect(await within(await screen.findByTestId('search-results')).findByRole('link', { name: 'Spring VT-1' })).toHaveAttribute(
    'href',
    '/product/vt-1',
  );
  expect(api.calls.filter((c) => c.url === '/api/pages/search-products')).toHaveLength(1);

  await user.clear(screen.getByLabelText('Code or name'));
  await user.type(screen.getByLabelText('Code or name'), 'nothing');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const empty = await screen.findByTestId('no-results');
  expect(empty).toHaveTextContent('No products were found.');
  expect(within(empty).getByRole('link', { name: 'Truck' })).toHaveAttribute('href', '/search-products?transporter_types=truck');
});

it('searching in part and OEM numbers only sends search_type=code; everything sends none', async () => {
  const api = fakeApi({
    'GET /api/pages/search-products': () =>
      ok({ data: [summary(1, 'VT-1')], current_page: 1, last_page: 1, per_page: 24, total: 1 }),
  });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/search-products" element={<SearchResultsPage />} />
    </Routes>,
    { area: 'public', path: '/search-products?search=4881' },
  );
  await screen.findByTestId('search-results');
  expect(screen.getByLabelText('Search in')).toHaveValue('all');
  await user.selectOptions(screen.getByLabelText('Search in'), 'Part and OEM numbers');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(api.calls.map((c) => c.params)).toEqual([
      { search: '4881', transporter_types: '', page: 1, lang: 'en' },
      { search: '4881', search_type: 'code', transporter_types: '', page: 1, lang: 'en' },
    ]),
  );
  expect(screen.getByLabelText('Search in')).toHaveValue('code');
});

it('a product card adds its product to the quote cart and takes it out again, showing which it is, with an undo', async () => {
  fakeApi({
    'GET /api/pages/search-products': () =>
      ok({ data: [summary(1, 'VT-1')], current_page: 1, last_page: 1, per_page: 24, total: 1 }),
  });
  const user = userEvent.setup();
  const { store } = renderWithProviders(
    <Routes>
      <Route path="/search-products" element={<SearchResultsPage />} />
    </Routes>,
    { area: 'public', path: '/search-products?search=VT' },
  );
  const cart = () => selectCart(store.getState() as Parameters<typeof selectCart>[0]);
  await user.click(await screen.findByRole('button', { name: 'Add Spring VT-1 to the quote cart' }));
  expect(cart().items['tok-1']?.quantity).toBe(1);
  const remove = screen.getByRole('button', { name: 'Remove Spring VT-1 from the quote cart' });
  expect(remove).toHaveTextContent('In the quote cart');
  // The green button says what a click does: it removes (its name, its title, a × beside the text).
  expect(remove).toHaveAttribute('title', 'Remove Spring VT-1 from the quote cart');
  expect(remove.querySelectorAll('svg')).toHaveLength(2);
  // Five of it in the cart (the product page's quantity), then taken out by the card.
  act(() => {
    store.dispatch(updateQuantity({ token: 'tok-1', quantity: 5 }));
  });
  await user.click(remove);
  expect(cart().items['tok-1']).toBeUndefined();
  expect(screen.getByRole('button', { name: 'Add Spring VT-1 to the quote cart' })).toHaveTextContent('Add to quote cart');
  expect(within(screen.getByTestId('product-card')).getByRole('status')).toHaveTextContent('Removed from the quote cart.');
  // Undo puts back what the cart held, and the note goes.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(cart().items['tok-1']?.quantity).toBe(5);
  expect(screen.getByRole('button', { name: 'Remove Spring VT-1 from the quote cart' })).toBeInTheDocument();
  expect(within(screen.getByTestId('product-card')).getByRole('status')).toHaveTextContent('');
  // Added again from the card, no note is left from before.
  await user.click(screen.getByRole('button', { name: 'Remove Spring VT-1 from the quote cart' }));
  await user.click(screen.getByRole('button', { name: 'Add Spring VT-1 to the quote cart' }));
  expect(within(screen.getByTestId('product-card')).getByRole('status')).toHaveTextContent('');
});

const detail: ProductDetail = {
  ...summary(7, 'VT 4881'),
  is_active: true,
  category: { id: 1, seo_name: 'bus-air-springs', section: 'air_springs', name_en: 'Bus Air Springs', name_tr: null },
  sub_category: null,
  oem_numbers: [{ id: 1, manufacturer: 'Firestone', number: 'W01-358-9082' }],
  specs: [{ id: 1, value: '390', unit: 'mm', label_en: 'Maximum height', label_tr: null }],
  files: [],
  short_description_en: 'Short',
  short_description_tr: null,
  description_en: '<p>Safe <img src=x onerror="alert(1)"></p>',
  description_tr: null,
  seo_title_en: null,
  seo_title_tr: null,
  seo_description_en: null,
  seo_description_tr: null,
};

it('the product page shows code, OEM and specs, sanitizes the description and adds the quantity to the cart', async () => {
  fakeApi({ 'GET /api/pages/product/vt-4881': () => ok(detail) });
  const user = userEvent.setup();
  const { store, container } = renderWithProviders(
    <Routes>
      <Route path="/product/:seoName" element={<ProductDetailsPage />} />
    </Routes>,
    { area: 'public', path: '/product/vt-4881' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Spring VT 4881' })).toBeInTheDocument();
  expect(screen.getByTestId('product-code')).toHaveTextContent('VT 4881');
  expect(screen.getByRole('cell', { name: 'W01-358-9082' })).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Maximum height' })).toBeInTheDocument();
  expect(container.querySelector('[onerror]')).toBeNull();

  const quantity = screen.getAllByLabelText('Quantity')[0]!;
  await user.clear(quantity);
  // Only digits get in (the numeric-key filter): signs, exponents and letters are refused as typed.
  await user.type(quantity, '-e+x4');
  expect(quantity).toHaveValue(4);
  // The quote form's quantity takes digits only as well.
  const offerQuantity = screen.getAllByRole('spinbutton', { name: 'Quantity' })[1]!;
  await user.clear(offerQuantity);
  await user.type(offerQuantity, 'e-2');
  expect(offerQuantity).toHaveValue(2);
  await user.click(screen.getByRole('button', { name: 'Add to quote cart' }));
  expect(await screen.findByText(/In your quote cart: 4/)).toBeInTheDocument();
  await waitFor(() => expect(selectCart(store.getState() as Parameters<typeof selectCart>[0]).items['tok-7']?.quantity).toBe(4));
});

/** The trail of the page's breadcrumb: each step's text and where it leads (none for the page itself). */
const trailOf = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? null]);

it('a sub-category is a product list of its own: titled with its name, its trail up through section and category', async () => {
  const category = {
    ...adminCategory(1, 'Truck Air Springs'),
    seo_name: 'truck-air-springs',
    sub_categories: [
      { id: 5, category_id: 1, seo_name: 'truck-steel-piston', queue: 1, name_en: 'Steel Piston', name_tr: 'Çelik Pistonlu' },
    ],
  };
  const { calls } = fakeApi({
    'GET /api/pages/products/truck-steel-piston': () =>
      ok({
        category,
        sub_category: category.sub_categories[0],
        products: { data: [summary(1, 'VT-1')], current_page: 1, last_page: 1, per_page: 12, total: 1 },
      }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/products/:seoName" element={<ProductsPage />} />
    </Routes>,
    { area: 'public', path: '/products/truck-steel-piston' },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Steel Piston' })).toBeInTheDocument();
  expect(trailOf()).toEqual([
    ['Home', '/'],
    ['Air Springs', '/categories/air_springs'],
    ['Truck Air Springs', '/products/truck-air-springs'],
    ['Steel Piston', null],
  ]);
  expect(screen.getByRole('combobox', { name: 'Sub-category' })).toHaveValue('truck-steel-piston');
  expect(calls.find((c) => c.url === '/api/pages/products/truck-steel-piston')?.params).not.toHaveProperty('sub_category');
});

/** The product page of `product`, once its heading is there. */
async function productPage(product: ProductDetail) {
  fakeApi({ 'GET /api/pages/product/vt-4881': () => ok(product) });
  renderWithProviders(
    <Routes>
      <Route path="/product/:seoName" element={<ProductDetailsPage />} />
    </Routes>,
    { area: 'public', path: '/product/vt-4881' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Spring VT 4881' });
}

it('the product page leads up to its section and its list', async () => {
  await productPage(detail);
  expect(trailOf()).toEqual([
    ['Home', '/'],
    ['Air Springs', '/categories/air_springs'],
    ['Bus Air Springs', '/products/bus-air-springs'],
    ['Spring VT 4881', null],
  ]);
});

it('a product in a sub-category leads up through it', async () => {
  await productPage({ ...detail, sub_category: { id: 5, seo_name: 'bus-front-axle', name_en: 'Front axle', name_tr: 'Ön aks' } });
  expect(trailOf()).toEqual([
    ['Home', '/'],
    ['Air Springs', '/categories/air_springs'],
    ['Bus Air Springs', '/products/bus-air-springs'],
    ['Front axle', '/products/bus-front-axle'],
    ['Spring VT 4881', null],
  ]);
});

it('an empty list says it has nothing yet; "no match" only when a filter narrowed it', async () => {
  const category = { ...adminCategory(1, 'Truck Air Springs'), seo_name: 'truck-air-springs', sub_categories: [] };
  fakeApi({
    'GET /api/pages/products/truck-air-springs': () =>
      ok({ category, sub_category: null, products: { data: [], current_page: 1, last_page: 1, per_page: 12, total: 0 } }),
  });
  const page = (path: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/products/:seoName" element={<ProductsPage />} />
      </Routes>,
      { area: 'public', path },
    );
  const first = page('/products/truck-air-springs');
  expect(await screen.findByText('There are no products here yet.')).toBeInTheDocument();
  expect(screen.queryByText('No products match these filters.')).not.toBeInTheDocument();
  first.unmount();
  page('/products/truck-air-springs?transporter_types=truck');
  expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
});
