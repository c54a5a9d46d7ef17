/** The navbar's search forms: a search is not sent again while one is already on its way. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { http } from '@vitrin/shared-libs/api/http';
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import type { setupPublicStore } from '@vitrin/shared-libs/store/publicStore';
import { renderWithProviders } from '../../shared-libs/test/render';
import { Modal } from '../src/components/Modal';
import { ProductSearchForm } from '../src/features/search/components/ProductSearchForm';
import { useEnglish } from './server';

beforeAll(useEnglish);

// The results page's query, as the catalogue injects it.
const searchApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<unknown, string>({
      query: (search) => ({ url: '/api/pages/search-products', params: { search } }),
    }),
  }),
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

it('the modal search sends nothing while a product search is in progress, and says it is searching', async () => {
  // The server has not answered yet.
  http.defaults.adapter = () => new Promise(() => undefined);
  const user = userEvent.setup();
  const { store } = renderWithProviders(
    <>
      <ProductSearchForm variant="modal" />
      <Address />
    </>,
    { area: 'public', path: '/' },
  );
  act(() => {
    void (store as ReturnType<typeof setupPublicStore>).dispatch(searchApi.endpoints.searchProducts.initiate('4881'));
  });
  await user.type(screen.getByRole('searchbox'), 'W01 358');
  await user.click(screen.getByRole('button', { name: 'Searching…' }));
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
});

it('with no search running, it goes to the results', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ProductSearchForm variant="modal" />
      <Address />
    </>,
    { area: 'public', path: '/' },
  );
  await user.type(screen.getByRole('searchbox'), 'W01 358');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByTestId('address')).toHaveTextContent('/search-products?search=W01+358');
});

it('the search modal puts the focus in its text field, not on its close button', () => {
  renderWithProviders(
    <Modal open title="Search" onClose={() => undefined}>
      <ProductSearchForm variant="modal" />
    </Modal>,
    { area: 'public', path: '/' },
  );
  expect(screen.getByRole('searchbox')).toHaveFocus();
});

it('a modal without a marked field focuses the first control of its body', () => {
  renderWithProviders(
    <Modal open title="Contact" onClose={() => undefined}>
      <label htmlFor="name">Name</label>
      <input id="name" />
    </Modal>,
    { area: 'public', path: '/' },
  );
  expect(screen.getByLabelText('Name')).toHaveFocus();
});
