import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCart, selectCartItems } from '@vitrin/shared-libs/cart/cartSlice';
import type { PublicState } from '@vitrin/shared-libs/store/publicStore';
import { renderWithProviders } from '../../shared-libs/test/render';
import { CartPage } from '../src/features/cart/components/CartPage';
import { CheckoutPage } from '../src/features/cart/components/CheckoutPage';
import { fakeServer, ok, useEnglish } from './server';

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

  // Typed, not submitted: saved after a pause in typing, with the notice.
  const quantity = screen.getByLabelText('Quantity of Rolling lobe');
  await user.clear(quantity);
  await user.type(quantity, '5');
  expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  await waitFor(() => expect(selectCartItems(store.getState() as PublicState).map((i) => i.quantity)).toEqual([5, 2]));
  expect(screen.getByRole('status')).toHaveTextContent('Your cart has been updated.');

  // Left at once (e.g. for the checkout link): saved on leaving the field; nothing usable typed shows the saved one.
  const piston = screen.getByLabelText('Quantity of Piston');
  await user.clear(piston);
  await user.type(piston, '7');
  await user.tab();
  expect(selectCartItems(store.getState() as PublicState).map((i) => i.quantity)).toEqual([5, 7]);
  await user.clear(piston);
  await user.tab();
  expect(piston).toHaveValue(7);
  // Not silently: a line under the field says why, tied to it; no "cart updated" stands beside it.
  expect(piston).toHaveAccessibleDescription('The quantity is at least 1: to take a product out, press Remove.');
  expect(screen.queryByText('Your cart has been updated.')).not.toBeInTheDocument();
  await user.type(piston, '{backspace}0');
  expect(piston).not.toHaveAccessibleDescription(/at least 1/);
  await user.tab();
  expect(piston).toHaveValue(7);
  expect(piston).toHaveAccessibleDescription(/at least 1/);

  // Past the limit: saved as the limit, and said so.
  await user.clear(piston);
  await user.type(piston, '99999');
  await user.tab();
  expect(piston).toHaveValue(9999);
  expect(selectCartItems(store.getState() as PublicState).map((i) => i.quantity)).toEqual([5, 9999]);
  expect(piston).toHaveAccessibleDescription('At most 9999 of one product: the quantity was set to 9999.');

  await user.click(screen.getByRole('button', { name: 'Remove Piston from the cart' }));
  expect(screen.queryByText('Piston')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Empty the cart' }));
  expect(screen.getByText('Your quote cart is empty.')).toBeInTheDocument();
  expect(selectCartItems(store.getState() as PublicState)).toEqual([]);
});

it('a product no longer sold: checkout names it with the server’s reason, the line is marked, removed, and the request goes', async () => {
  let refuse = true;
  const { seen } = fakeServer({
    'GET /api/pages/breadcrumbs': ok({}),
    'GET /api/pages/contracts': ok([]),
    'POST /api/orders': () =>
      refuse
        ? {
            status: 422,
            data: {
              success: false,
              message: 'Some products in your cart are no longer available: remove them to send your request.',
              data: null,
              errors: { 'lines[1].token': 'A product in your cart is no longer available.' },
            },
          }
        : ok({ order_number: 41, reference: 'Q-2026-7K3F9' }),
  });
  const user = userEvent.setup({ delay: null });
  const { store } = renderWithProviders(<CheckoutPage />, { area: 'public', path: '/checkout' });
  act(() => {
    store.dispatch(addToCart({ product: product('a', 'Rolling lobe'), quantity: 1 }));
    store.dispatch(addToCart({ product: product('gone', 'Old piston'), quantity: 2 }));
  });
  const fields: [string, string][] = [
    ['Company name', 'Vitrin Test'],
    ['Full name', 'Ayşe Yılmaz'],
    ['E-mail address', 'ayse@example.com'],
    ['Phone number', '+90 212 555 00 00'],
    ['Country', 'Türkiye'],
    ['City', 'İstanbul'],
  ];
  for (const [label, value] of fields) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Send quote request' }));

  // The dialog gives the server's reason; closed, the page shows which line it means.
  expect(
    await screen.findByText('Some products in your cart are no longer available: remove them to send your request.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
  const summary = screen.getByRole('region', { name: 'Products in your request' });
  expect(await within(summary).findByText('No longer available')).toBeInTheDocument();
  expect(selectCartItems(store.getState() as PublicState).map((i) => [i.product.token, !!i.unavailable])).toEqual([
    ['a', false],
    ['gone', true],
  ]);
  await user.click(within(summary).getByRole('button', { name: 'Remove Old piston from the cart' }));
  expect(within(summary).queryByText('Old piston')).not.toBeInTheDocument();

  refuse = false;
  await user.click(screen.getByRole('button', { name: 'Send quote request' }));
  // The visitor sees the reference, not the row id.
  expect(await screen.findByText('Q-2026-7K3F9')).toBeInTheDocument();
  const sent = seen.filter((c) => c.url === '/api/orders').map((c) => JSON.parse(String(c.data)).lines);
  expect(sent.at(-1)).toEqual([{ token: 'a', quantity: 1 }]);
});
