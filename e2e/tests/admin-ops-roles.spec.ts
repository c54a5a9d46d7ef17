/** Issue 7: an Operatör sees only the dashboard, inboxes, orders and support, and the API refuses the rest; an Editör cannot open users. */
import { adminCall, expectMenuLinks, signInWith } from '../support/admin-ops';
import { expect, signIn, test, sawDialog } from '../support/fixtures';

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
  for (const path of [
    '/api/admin/users',
    '/api/admin/role/groups',
    '/api/admin/languages',
    '/api/admin/settings/site',
    '/api/admin/settings/contact-information',
    '/api/admin/page-meta',
    '/api/admin/contracts',
    '/api/admin/products',
    '/api/admin/categories',
  ]) {
    expect((await adminCall(page, 'GET', path)).status, path).toBe(403);
  }
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Yetkiniz Yok' })).toBeVisible();
});

test('an Editör cannot open users, and sees no inbox', async ({ page }) => {
  await signInWith(page, 'editor@vitrin.test', 'Staff-Pass-1');
  const nav = page.getByRole('navigation', { name: 'Yönetim Paneli' });
  await expect(nav.getByRole('link', { name: 'Kontrol Paneli' })).toBeVisible();
  for (const name of ['Kullanıcılar', 'Diller', 'İletişim Bilgileri', 'Sosyal Medya', 'Gelen Kutusu', 'Siparişler']) {
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  }
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Yetkiniz Yok' })).toBeVisible();
  expect((await adminCall(page, 'GET', '/api/admin/users')).status).toBe(403);
  expect((await adminCall(page, 'GET', '/api/admin/contact')).status).toBe(403);
});

test('an Editör edits the keywords on Site Ayarları; the analytics scripts stay read-only and the API refuses them', async ({
  page,
}) => {
  await signInWith(page, 'editor@vitrin.test', 'Staff-Pass-1');
  await page.getByRole('navigation', { name: 'Yönetim Paneli' }).getByRole('link', { name: 'Site Ayarları' }).click();
  await expect(page.getByRole('heading', { name: 'Site Ayarları', level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('Analitik kodlarını yalnızca Süper Yönetici değiştirebilir.');
  for (const label of ['Google Analytics kodu', 'Yandex Metrica kodu', 'Facebook Pixel kodu']) {
    await expect(page.getByLabel(label)).not.toBeEditable();
  }
  // The brand is the Süper Yönetici's alone.
  await expect(page.getByRole('heading', { name: 'Marka' })).toHaveCount(0);

  const keyword = `editor-${Date.now()}`;
  await page.getByLabel('Yeni anahtar kelime').fill(keyword);
  await page.getByLabel('Yeni anahtar kelime').press('Enter');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await sawDialog(page, 'Başarılı');
  const saved = (await adminCall(page, 'GET', '/api/admin/settings/site')).body.data as {
    keywords: string[];
    google_script: string;
    can_edit_scripts: boolean;
  };
  expect(saved.keywords).toContain(keyword);
  expect(saved.can_edit_scripts).toBe(false);

  const refused = await adminCall(page, 'PUT', '/api/admin/settings/site', {
    google_script: '<script>window.x = 1</script>',
    keywords: saved.keywords,
  });
  expect(refused.status).toBe(403);
  expect((await adminCall(page, 'GET', '/api/admin/settings/site')).body.data).toMatchObject({
    google_script: saved.google_script,
  });
});
