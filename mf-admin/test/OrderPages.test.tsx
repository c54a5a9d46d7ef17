/** Orders as staff read them: the customer's reference in the list; a line as it was asked for, and its name now. */
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { OrderDetail, OrderSummary } from '@vitrin/shared-libs/types/orders';
import { fakeServer, ok } from '../../shared-libs/test/fakeServer';
import { renderWithProviders } from '../../shared-libs/test/render';
import { OrderShowPage } from '../src/features/orders/components/OrderShowPage';
import { OrdersPage } from '../src/features/orders/components/OrdersPage';

const summary: OrderSummary = {
  id: 5,
  reference: 'Q-2026-KG223',
  company_name: 'Anadolu Filo',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 555 111 22 33',
  country: 'Türkiye',
  city: 'Bursa',
  status: 'new',
  check: 0,
  created_at: '2026-11-27T09:00:00.000Z',
  line_count: 2,
};

test('the list shows each order with the reference the customer was given', async () => {
  fakeServer({ 'GET /api/admin/orders': ok({ data: [summary], current_page: 1, last_page: 1, per_page: 20, total: 1 }) });
  renderWithProviders(<OrdersPage />, { path: '/admin/orders' });
  const row = (await screen.findByRole('link', { name: 'Sipariş #5' })).closest('tr')!;
  expect(within(row).getByText('Q-2026-KG223')).toBeInTheDocument();
});

test('a line shows the code and name it was ordered under, and the product’s name today when it changed', async () => {
  const order: OrderDetail = {
    ...summary,
    address: null,
    note: null,
    internal_note: null,
    updated_at: summary.created_at,
    lines: [
      {
        id: 1,
        product_id: 9,
        product_token: 't9',
        code: 'VT 4881 NP01',
        name: 'Air spring 4881',
        quantity: 2,
        current_name: 'Hava körüğü 4881 (yeni)',
      },
      { id: 2, product_id: null, product_token: 't0', code: '1K8-001', name: 'Körük', quantity: 1, current_name: null },
    ],
  };
  fakeServer({ 'GET /api/admin/orders/5': ok(order) });
  renderWithProviders(
    <Routes>
      <Route path="/admin/order-show/:id" element={<OrderShowPage />} />
    </Routes>,
    { path: '/admin/order-show/5' },
  );
  const first = (await screen.findByRole('cell', { name: 'VT 4881 NP01' })).closest('tr')!;
  expect(within(first).getByText('Air spring 4881')).toBeInTheDocument();
  expect(within(first).getByText('Ürünün bugünkü adı: Hava körüğü 4881 (yeni)')).toBeInTheDocument();
  const second = screen.getByRole('cell', { name: '1K8-001' }).closest('tr')!;
  expect(within(second).getByText('Körük')).toBeInTheDocument();
  expect(within(second).queryByText(/bugünkü adı/)).not.toBeInTheDocument();
});
