/** Issue 7: an Operatör sees only the dashboard, inboxes, orders and support, and the API refuses the rest; an Editör cannot open users. */
import { adminCall, expectMenuLinks, signInWith } from '../support/admin-ops';
import { expect, signIn, test } from '../support/fixtures';
import { E2E_PORT } from '../support/ports';
import { startServer, type RunningServer } from '../support/server';

const PORT = E2E_PORT + 2;
let server: RunningServer;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer(PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

test('the Süper Yönetici creates an Operatör and an Editör', async ({ page }) => {
  await signIn(page);
  for (const [name, email, role_group] of [
    ['Onur Operatör', 'operator@vitrin.test', 'Operatör'],
    ['Ece Editör', 'editor@vitrin.test', 'Editör'],
  ] as const) {
    const { status } = await adminCall(page, 'POST', '/api/admin/users', { name, email, role_group, password: 'Staff-Pass-1' });
    expect(status).toBe(200);
  }
});

test('an Operatör sees only the dashboard, the inboxes, orders and support; the API refuses the rest', async ({ page }) => {
  await signInWith(page, 'operator@vitrin.test', 'Staff-Pass-1');
  await expectMenuLinks(page, [
    '/admin/dashboard',
    '/admin/orders',
    '/admin/human-resources',
    '/admin/contact',
    '/admin/offers',
    '/admin/support',
  ]);
  for (const path of ['/api/admin/contact', '/api/admin/orders', '/api/admin/support', '/api/admin/dashboard']) {
    expect((await adminCall(page, 'GET', path)).status, path).toBe(200);
  }
  for (const path of ['/api/admin/users', '/api/admin/role/groups', '/api/admin/languages']) {
    expect((await adminCall(page, 'GET', path)).status, path).toBe(403);
  }
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Yetkiniz Yok' })).toBeVisible();
});

test('an Editör cannot open users, and sees no inbox', async ({ page }) => {
  await signInWith(page, 'editor@vitrin.test', 'Staff-Pass-1');
  const nav = page.getByRole('navigation', { name: 'Yönetim Paneli' });
  await expect(nav.getByRole('link', { name: 'Kontrol Paneli' })).toBeVisible();
  for (const name of ['Kullanıcılar', 'Diller', 'Site Ayarları', 'Gelen Kutusu', 'Siparişler']) {
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  }
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Yetkiniz Yok' })).toBeVisible();
  expect((await adminCall(page, 'GET', '/api/admin/users')).status).toBe(403);
  expect((await adminCall(page, 'GET', '/api/admin/contact')).status).toBe(403);
});
