/**
 * Issue 7 (admin operations), the worker's server's SQLite file read at every step: the contact inbox flow,
 * an order's status change, a user created from the panel, and axe on each screen in light and dark.
 */
import type Database from 'better-sqlite3';
import { expectNoAxeViolations } from '../support/axe';
import { adminCall, openDatabase } from '../support/admin-ops';
import { closeDialog, csrfTokenOf, expect, moveInApp, signIn, test, sawDialog } from '../support/fixtures';
let db: Database.Database;

test.beforeAll(({ server }) => {
  db = openDatabase(server.dataDir);
});
test.afterAll(() => {
  db?.close();
});

const contactRow = (id: number) =>
  db.prepare('select "check", section from contact_messages where id = ?').get(id) as
    { check: number; section: string } | undefined;

test('a contact message appears unread, opening it drops the counter, it goes to the trash and is deleted after confirmation', async ({
  page,
}) => {
  // Sent the way the public contact form sends it: POST /api/contact with the page's CSRF token.
  await page.goto('/contact');
  const csrf = await csrfTokenOf(page);
  for (const [company_name, name, email, message] of [
    ['Yolcu Taşıma A.Ş.', 'Elif Deneme', 'elif@example.com', 'Körük fiyatı rica ederim.'],
    ['Kamyon Ltd', 'Murat Deneme', 'murat@example.com', 'Katalog istiyorum.'],
  ]) {
    const sent = await page.request.post('/api/contact', {
      headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest' },
      data: { company_name, name, email, phone: '+90 555 000 00 00', message },
    });
    expect(sent.ok()).toBe(true);
  }
  const { id } = db.prepare('select id from contact_messages where email = ?').get('murat@example.com') as { id: number };
  expect(contactRow(id)).toEqual({ check: 0, section: 'mail' });

  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Yönetim Paneli' });
  await expect(nav.getByTestId('unread-contact')).toHaveText('2 okunmamış');
  await nav.getByRole('link', { name: /Gelen Kutusu/ }).click();
  await expect(page.getByTestId('inbox-unread')).toHaveText('2 okunmamış');
  const row = page.getByTestId(`message-${id}`);
  await expect(row.getByText('Yeni')).toBeVisible();

  await row.getByRole('button', { name: 'Aç: Murat Deneme' }).click();
  await expect(page.getByRole('heading', { name: 'Murat Deneme mesajı' })).toBeVisible();
  await expect(page.getByText('Katalog istiyorum.')).toBeVisible();
  await expect(page.getByTestId('inbox-unread')).toHaveText('1 okunmamış');
  await expect(nav.getByTestId('unread-contact')).toHaveText('1 okunmamış');
  expect(contactRow(id)).toEqual({ check: 1, section: 'mail' });

  await row.getByRole('checkbox', { name: 'Seç: Murat Deneme' }).check();
  await page.getByRole('button', { name: 'Çöpe Taşı' }).click();
  await closeDialog(page, 'Çöpe Taşındı');
  await expect(page.getByTestId(`message-${id}`)).toHaveCount(0);
  expect(contactRow(id)).toEqual({ check: 1, section: 'trash' });

  await page.getByRole('button', { name: 'Çöp Kutusu' }).click();
  await page.getByRole('checkbox', { name: 'Seç: Murat Deneme' }).check();
  await page.getByRole('button', { name: 'Kalıcı Olarak Sil' }).click();
  await expect(page.getByRole('heading', { name: 'Emin Misin?!' })).toBeVisible();
  await expect(page.getByText('Kalıcı Olarak Silinecek!')).toBeVisible();
  await page.getByRole('button', { name: 'Evet, Sil!' }).click();
  await sawDialog(page, 'Silindi');
  await expect(page.getByText('Bu klasörde mesaj yok.')).toBeVisible();
  expect(contactRow(id)).toBeUndefined();
});

test('an order: status and internal note are saved', async ({ page }) => {
  const now = new Date().toISOString();
  const orderId = Number(
    db
      .prepare(
        `insert into orders (company_name, name, email, phone, country, city, address, note, kvkk_consent, internal_note, ip, dedupe_key, created_at, updated_at)
         values ('Otobüs A.Ş.', 'Canan Deneme', 'canan@example.com', '+90 555 222 22 22', 'Türkiye', 'Bursa', null, 'Acil', 1, null, null, null, ?, ?)`,
      )
      .run(now, now).lastInsertRowid,
  );
  db.prepare(
    "insert into order_lines (order_id, product_id, product_token, code, name, quantity) values (?, null, 'tok-e2e', 'AS-E2E-1', 'Körük', 3)",
  ).run(orderId);

  await signIn(page, '/admin/orders');
  await page.getByLabel('Durum').selectOption('new');
  await page.getByRole('link', { name: `Sipariş #${orderId}` }).click();
  await expect(page.getByRole('cell', { name: 'AS-E2E-1' })).toBeVisible();
  await page.getByLabel('Durum').selectOption('answered');
  await page.getByLabel('İç Not').fill('Fiyat teklifi gönderildi.');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await sawDialog(page, 'Güncellendi');
  expect(db.prepare('select status, internal_note, "check" from orders where id = ?').get(orderId)).toEqual({
    status: 'answered',
    internal_note: 'Fiyat teklifi gönderildi.',
    check: 1,
  });
});

test('a user created from the panel is stored, and a support request is listed with its status', async ({ page }) => {
  await signIn(page, '/admin/users');
  await page.getByRole('link', { name: 'Yeni Kullanıcı' }).click();
  await page.getByLabel('Ad Soyad').fill('Operatör Deneme');
  await page.getByLabel('E-posta').fill('operator.e2e@vitrin.test');
  await page.getByLabel('Yetki Grubu').selectOption('Operatör');
  await page.getByLabel('Şifre').fill('Operator-1');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await sawDialog(page, 'Başarılı');
  await expect(page.getByRole('cell', { name: 'operator.e2e@vitrin.test' })).toBeVisible();
  expect(db.prepare('select name, role_group, is_active from users where email = ?').get('operator.e2e@vitrin.test')).toEqual({
    name: 'Operatör Deneme',
    role_group: 'Operatör',
    is_active: 1,
  });

  await page.goto('/admin/support');
  await page.getByLabel('Konu').fill('Katalog PDF açılmıyor');
  await page.getByLabel('Kategori').selectOption('content_help');
  await page.getByLabel('Mesaj').fill('İndirilen PDF boş görünüyor.');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await page
    .getByLabel('Ek Dosya (isteğe bağlı)')
    .setInputFiles({ name: 'katalog-hatasi.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Gönder' }).click();
  await sawDialog(page, 'Destek Talebiniz Alındı');
  const row = page.getByRole('row', { name: /Katalog PDF açılmıyor/ });
  await expect(row).toBeVisible();
  expect(
    db
      .prepare(
        'select s.category, s.status, f.original_name, f.mime from support_requests s join files f on f.id = s.file_id where s.subject = ?',
      )
      .get('Katalog PDF açılmıyor'),
  ).toEqual({ category: 'content_help', status: 'open', original_name: 'katalog-hatasi.pdf', mime: 'application/pdf' });
  // The form is empty again, file input included.
  await expect(page.getByLabel('Ek Dosya (isteğe bağlı)')).toHaveValue('');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'katalog-hatasi.pdf indir' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('katalog-hatasi.pdf');
  const { readFile } = await import('node:fs/promises');
  expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);

  // A file that is not an image or a PDF is refused under its field, and nothing is stored.
  await page.getByLabel('Konu').fill('Yanlış ek');
  await page.getByLabel('Mesaj').fill('Bir metin dosyası.');
  await page
    .getByLabel('Ek Dosya (isteğe bağlı)')
    .setInputFiles({ name: 'not.pdf', mimeType: 'application/pdf', buffer: Buffer.from('düz metin') });
  await page.getByRole('button', { name: 'Gönder' }).click();
  await sawDialog(page, 'Başarısız');
  // The dialog names the refused field by its label; when it closes (3 s), the message stands under the field.
  await expect(page.getByRole('dialog')).toContainText('Ek Dosya (isteğe bağlı): Dosya türü desteklenmiyor');
  await expect(page.locator('#field-attachment-error')).toHaveText('Dosya türü desteklenmiyor');
  expect(db.prepare('select count(*) as n from support_requests where subject = ?').get('Yanlış ek')).toEqual({ n: 0 });
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation on the dashboard, an inbox, an order and users, in ${mode}`, async ({ page }) => {
    await signIn(page);
    const orders = (await adminCall(page, 'GET', '/api/admin/orders')).body.data as { data: { id: number }[] };
    const orderId = orders.data[0]!.id;
    const screens: [string, string][] = [
      ['/admin/dashboard', 'Kontrol Paneli'],
      ['/admin/contact', 'Gelen Kutusu'],
      [`/admin/order-show/${orderId}`, `Sipariş #${orderId}`],
      ['/admin/users', 'Kullanıcılar'],
      ['/admin/support', 'Destek Talebi'],
    ];
    await page.evaluate((value) => localStorage.setItem('body_mode', value), mode);
    await page.reload();
    for (const [path, heading] of screens) {
      // As the menu's links move: one load of the panel, not one per screen.
      await moveInApp(page, path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByTestId('admin-frame')).toHaveAttribute('data-bs-theme', mode);
      if (path.endsWith('dashboard')) await expect(page.getByTestId('activity-chart').locator('canvas')).toBeVisible();
      // The frame (menu, header) is the same on every screen: checked whole on the first, each screen's own part after.
      await expectNoAxeViolations(page, path.endsWith('dashboard') ? {} : { include: '#admin-main' });
    }
  });
}
