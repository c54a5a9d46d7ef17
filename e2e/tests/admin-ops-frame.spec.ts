/** Issue 7 (admin frame): every operations screen opens with database data; settings survive a reload; light/dark. */
import { expect, signIn, test } from '../support/fixtures';
import { adminCall } from '../support/admin-ops';

test('every operations menu entry opens a working screen backed by the database', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Yönetim Paneli' });

  // Dashboard: the counts and a drawn chart of the last 30 days.
  await expect(page.getByRole('heading', { name: 'Kontrol Paneli', level: 1 })).toBeVisible();
  await expect(page.getByTestId('activity-chart').locator('canvas')).toBeVisible();

  for (const [link, heading, api] of [
    ['Gelen Kutusu', 'Gelen Kutusu', '/api/admin/contact?section=mail'],
    ['İnsan Kaynakları', 'İnsan Kaynakları Başvuruları', '/api/admin/human-resources?section=mail'],
    ['Teklif Talepleri', 'Teklif Talepleri', '/api/admin/offer?section=mail'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const { body } = await adminCall(page, 'GET', api);
    const total = (body.data as { total: number }).total;
    if (total === 0) await expect(page.getByText('Bu klasörde mesaj yok.')).toBeVisible();
    else await expect(page.getByRole('row')).toHaveCount(Math.min(total, 10) + 1);
  }

  await nav.getByRole('link', { name: 'Siparişler' }).click();
  await expect(page.getByRole('heading', { name: 'Siparişler', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Durum')).toBeVisible();

  await nav.getByRole('link', { name: 'Kullanıcılar' }).click();
  await expect(page.getByRole('heading', { name: 'Kullanıcılar', level: 1 })).toBeVisible();
  const users = (await adminCall(page, 'GET', '/api/admin/users')).body.data as { data: { email: string }[] };
  for (const user of users.data) await expect(page.getByRole('cell', { name: user.email })).toBeVisible();

  await nav.getByRole('link', { name: 'Destek Talebi' }).click();
  await expect(page.getByRole('heading', { name: 'Destek Talebi', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Konu')).toBeVisible();
});

test('every entry of the side menu, as the Süper Yönetici sees it, opens a working screen', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Yönetim Paneli' });
  await expect(nav).toBeVisible();
  // The entries as rendered (collapsed groups keep theirs in the DOM), not a list written here.
  const entries = await nav.locator('a[href]').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href')!,
      name: ((link.querySelector('.admin-menu-label, span.visually-hidden') ?? link).textContent ?? '').trim(),
    })),
  );
  expect(entries.length).toBeGreaterThanOrEqual(31);
  const failures: string[] = [];
  for (const { href, name } of entries) {
    const link = nav.locator(`a[href="${href}"]`).first();
    if (!(await link.isVisible())) {
      // Inside a collapsed group: open it from its button.
      const listId = await link.evaluate((a) => a.closest('ul[id]')?.id ?? '');
      await nav.locator(`button[aria-controls="${listId}"]`).click();
    }
    await link.click();
    await page.waitForURL((url) => url.pathname === href || url.pathname === '/admin/404');
    const heading = page.locator('#admin-main h1').first();
    await expect(heading, `${name} (${href})`).toBeVisible();
    // The screen has its data (or its error) once nothing on it is loading any more: no spinner, no busy list.
    await expect(page.locator('#root .spinner-border, #admin-main [aria-busy="true"]')).toHaveCount(0);
    const path = new URL(page.url()).pathname;
    const title = (await heading.textContent())?.trim() ?? '';
    const alerts = await page.locator('#admin-main [role="alert"]').allTextContents();
    if (path === '/admin/404' || path !== href || title === 'Yetkiniz Yok' || alerts.length > 0) {
      failures.push(`${name} (${href}) → ${path}: "${title}" ${alerts.join(' | ')}`);
    }
  }
  expect(failures).toEqual([]);
});

test('the settings panel choices survive a reload', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Görünüm Ayarları' }).click();
  const panel = page.getByRole('complementary', { name: 'Görünüm Ayarları' });
  await panel.getByRole('group', { name: 'Panel Rengi' }).getByLabel('Siyah').check();
  await panel.getByRole('group', { name: 'Sol Menü Rengi' }).getByLabel('Beyaz').check();
  await panel.getByRole('group', { name: 'Üst Menü Rengi' }).getByLabel('Siyah').check();
  await panel.getByRole('group', { name: 'Genişlik' }).getByLabel('Ortalanmış').check();
  await panel.getByRole('group', { name: 'Sol Menü Düzeni' }).getByLabel('Sadece İkon').check();

  await page.reload();
  const frame = page.getByTestId('admin-frame');
  await expect(frame).toHaveAttribute('data-bs-theme', 'dark');
  await expect(frame).toHaveClass(/admin-frame--boxed/);
  const nav = page.getByRole('navigation', { name: 'Yönetim Paneli' });
  await expect(nav).toHaveAttribute('data-bs-theme', 'light');
  await expect(nav).toHaveClass(/admin-side-menu--icon-only/);
  await expect(page.getByRole('banner')).toHaveAttribute('data-bs-theme', 'dark');
  const stored = await page.evaluate(() =>
    ['body_mode', 'menu', 'header', 'layout', 'sidemenu'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual(['dark', 'light', 'dark', 'boxed', 'icon-only']);
  await page.getByRole('button', { name: 'Görünüm Ayarları' }).click();
  await expect(page.getByRole('group', { name: 'Sol Menü Düzeni' }).getByLabel('Sadece İkon')).toBeChecked();
});

test('light/dark switches the whole panel', async ({ page }) => {
  await signIn(page);
  const main = page.locator('#admin-main');
  const colours = () =>
    page.evaluate(() => [
      getComputedStyle(document.querySelector('#admin-main')!).backgroundColor,
      getComputedStyle(document.querySelector('.admin-frame')!).backgroundColor,
      getComputedStyle(document.querySelector('footer')!).color,
    ]);
  await expect(main).toBeVisible();
  const light = await colours();
  await page.getByRole('button', { name: 'Koyu Tema' }).click();
  await expect(page.getByTestId('admin-frame')).toHaveAttribute('data-bs-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Koyu Tema' })).toHaveAttribute('aria-pressed', 'true');
  const dark = await colours();
  for (let i = 0; i < light.length; i += 1) expect(dark[i]).not.toBe(light[i]);
  // Bootstrap's dark body colour is near-black.
  const [r, g, b] = (dark[1]!.match(/\d+/g) ?? []).map(Number);
  expect(r! + g! + b!).toBeLessThan(200);
});
