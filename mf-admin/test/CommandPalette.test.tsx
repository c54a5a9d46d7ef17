/** The staff's shortcuts: Ctrl+K finds screens, products, messages and orders and opens one; Ctrl+S sends the open form. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { http } from '@vitrin/shared-libs/api/http';
import { signedIn } from '@vitrin/shared-libs/session/sessionSlice';
import type { RoleGroup } from '@vitrin/shared-libs/types/api';
import { renderWithProviders } from '../../shared-libs/test/render';
import { CommandPalette } from '../src/features/layout/components/CommandPalette';

const asked: { url: string; params: Record<string, unknown> }[] = [];

beforeEach(() => {
  asked.length = 0;
  // The server's lists, answered through the axios client the app uses.
  jest.spyOn(http, 'get').mockImplementation((async (url: string, config?: AxiosRequestConfig) => {
    const params = (config?.params ?? {}) as Record<string, unknown>;
    asked.push({ url, params });
    const page = (data: unknown[]) => ({
      data: { success: true, message: 'OK', data: { data, current_page: 1, last_page: 1, per_page: 5, total: data.length } },
    });
    if (url === '/api/admin/products' && params.section === 'air_springs' && String(params.search).startsWith('VT'))
      return page([{ id: 7, code: 'VT-4881', name_tr: 'Körük 4881' }]);
    if (url === '/api/admin/contact' && String(params.search).startsWith('Mu'))
      return page([{ id: 3, name: 'Murat Körükçü', email: 'murat@example.com' }]);
    if (url === '/api/admin/orders' && String(params.search).toLowerCase().startsWith('q2026'))
      return page([{ id: 12, reference: 'Q-2026-KG223', company_name: 'Anadolu Filo', name: 'Ayşe' }]);
    return page([]);
  }) as typeof http.get);
});
afterEach(() => jest.restoreAllMocks());

function Where() {
  const location = useLocation();
  return <output aria-label="adres">{location.pathname + location.search}</output>;
}

function renderPalette(role: RoleGroup, form?: (saved: () => void) => ReactElement) {
  const saved = jest.fn();
  const { store } = renderWithProviders(
    <>
      <CommandPalette />
      <Where />
      <main id="admin-main">
        <Routes>
          <Route path="*" element={form ? form(saved) : <p>Ekran</p>} />
        </Routes>
      </main>
    </>,
    { path: '/admin/dashboard' },
  );
  act(() => {
    store.dispatch(
      signedIn({
        token: 'tok',
        user: { name: 'Ayşe', email: 'a@vitrin.test', role_group: role },
        expiresIn: 3600,
        now: Date.now(),
      }),
    );
  });
  return saved;
}

const address = () => screen.getByRole('status', { name: 'adres' }).textContent;

test('Ctrl+K opens the palette; typing finds a menu entry, Enter opens it and the focus leaves the palette', async () => {
  const user = userEvent.setup();
  renderPalette('Süper Yönetici');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.keyboard('{Control>}k{/Control}');
  const box = screen.getByRole('combobox', { name: 'Ekran, ürün, mesaj veya sipariş ara' });
  expect(box).toHaveFocus();
  await user.type(box, 'kullan');
  expect(screen.getByRole('option', { name: /Kullanıcılar/ })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  expect(address()).toBe('/admin/users');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a product by its code and a message by its sender; arrows choose, and each opens its own screen', async () => {
  const user = userEvent.setup();
  renderPalette('Süper Yönetici');
  await user.keyboard('/');
  await user.type(screen.getByRole('combobox'), 'VT-4881');
  const product = await screen.findByRole('option', { name: /VT-4881 — Körük 4881/ });
  expect(asked).toContainEqual({
    url: '/api/admin/products',
    params: { section: 'air_springs', search: 'VT-4881', per_page: 5 },
  });
  await user.click(product);
  expect(address()).toBe('/admin/pages/air-springs/update/7');

  await user.keyboard('{Control>}k{/Control}');
  await user.type(screen.getByRole('combobox'), 'Murat');
  await screen.findByRole('option', { name: /Murat Körükçü/ });
  // Nothing of the menu matches "Murat": the message is the only choice, and the arrows stay on it.
  await user.keyboard('{ArrowDown}{ArrowUp}');
  expect(screen.getByRole('option', { name: /Murat Körükçü/ })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  expect(address()).toBe('/admin/contact?id=3');
});

test('an Operatör finds no products and no screens it cannot open; Escape closes without going anywhere', async () => {
  const user = userEvent.setup();
  renderPalette('Operatör');
  await user.keyboard('{Control>}k{/Control}');
  await user.type(screen.getByRole('combobox'), 'ürün');
  await waitFor(() => expect(asked.length).toBeGreaterThan(0));
  expect(asked.every((call) => call.url !== '/api/admin/products')).toBe(true);
  expect(screen.queryByRole('option', { name: /Kullanıcılar/ })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(address()).toBe('/admin/dashboard');
});

test('Ctrl+S sends the screen form (not a search box), as its own Save button would', async () => {
  const user = userEvent.setup();
  const saved = renderPalette('Süper Yönetici', (save) => (
    <>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <input aria-label="Ara" />
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <input aria-label="Başlık" />
        <button type="submit">Kaydet</button>
      </form>
    </>
  ));
  await user.click(screen.getByRole('textbox', { name: 'Başlık' }));
  await user.keyboard('{Control>}s{/Control}');
  expect(saved).toHaveBeenCalledTimes(1);
  // From anywhere else on the screen, the screen's form is the one sent.
  await user.click(screen.getByRole('textbox', { name: 'Ara' }));
  await user.keyboard('{Control>}s{/Control}');
  expect(saved).toHaveBeenCalledTimes(2);
});

test("an order by the customer's reference, typed as they wrote it, opens the order", async () => {
  const user = userEvent.setup();
  renderPalette('Operatör');
  await user.keyboard('{Control>}k{/Control}');
  await user.type(screen.getByRole('combobox'), 'q2026kg223');
  await user.click(await screen.findByRole('option', { name: /Q-2026-KG223 — Anadolu Filo \(Ayşe\)/ }));
  expect(asked).toContainEqual({ url: '/api/admin/orders', params: { search: 'q2026kg223', per_page: 5 } });
  expect(address()).toBe('/admin/order-show/12');
});
