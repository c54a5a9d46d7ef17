import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, selectCartItems } from '@vitrin/shared-libs/cart/cartSlice';
import type { PublicState } from '@vitrin/shared-libs/store/publicStore';
import { renderWithProviders } from '../../shared-libs/test/render';
import { CartPage } from '../src/features/cart/components/CartPage';
import { fakeServer, ok, useEnglish } from './server';

jest.setTimeout(20_000);
beforeAll(useEnglish);
afterEach(() => localStorage.clear());

const product = (token: string, name: string) => ({ token, code: `C-${token}`, seo_name: token, image: null, name_en: name });

it('updates a quantity with a notice, removes a line and clears the cart', async () => {
  fakeServer({ 'GET /api/pages/breadcrumbs': ok({}) });
  const user = userEvent.setup({ delay: null });
  const { store } = renderWithProviders(<CartPage />, { area: 'public', path: '/cart' });
  act(() => {
    store.dispatch(addToCart({ product: product('a', 'Rolling lobe'), quantity: 1 }));
    store.dispatch(addToCart({ product: product('b', 'Piston'), quantity: 2 }));
  });
  expect(screen.getAllByRole('row')).toHaveLength(3);

  const quantity = screen.getByLabelText('Quantity of Rolling lobe');
  await user.clear(quantity);
  await user.type(quantity, '5');
  const line = quantity.closest('tr')!;
  await user.click(within(line as HTMLElement).getByRole('button', { name: 'Update' }));
  expect(screen.getByRole('status')).toHaveTextContent('Your cart has been updated.');
  expect(selectCartItems(store.getState() as PublicState).map((i) => i.quantity)).toEqual([5, 2]);

  await user.click(screen.getByRole('button', { name: 'Remove Piston from the cart' }));
  expect(screen.queryByText('Piston')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Empty the cart' }));
  expect(screen.getByText('Your quote cart is empty.')).toBeInTheDocument();
  expect(selectCartItems(store.getState() as PublicState)).toEqual([]);
});
