/**
 * Issue 7 (settings half): as a Süper Yönetici, every settings entry opens a working screen backed by the
 * database, edits show on the public site, a new language becomes selectable once activated, and axe finds no
 * violation on these screens in light and dark.
 */
import type { Page } from '@playwright/test';
import { adminCall } from '../support/admin-ops';
import { expectNoAxeViolations } from '../support/axe';
import { apiData, closeDialog, expect, moveInApp, signIn, test } from '../support/fixtures';

/** An admin call's data (bearer token and CSRF as the admin sends them). */
async function adminData<T>(page: Page, path: string): Promise<T> {
  const { status, body } = await adminCall(page, 'GET', path);
  expect(status, path).toBe(200);
  return body.data as T;
}

interface ContactInfoItem {
  id: number;
  section: string;
  name: string;
  content: string;
  lang: string;
}

/** Reads SweetAlert2's success dialog and closes it (a list's "Değiştirildi" toast, which Escape leaves, closes itself). */
async function expectSuccess(page: Page) {
  await closeDialog(page, /Başarılı|Değiştirildi/);
}

async function openFromMenu(page: Page, entry: string, heading: string) {
  await page.getByRole('navigation').getByRole('link', { name: entry, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('every settings menu entry opens its screen with what the database holds', async ({ page }) => {
  await signIn(page);
  const contact = await adminData<ContactInfoItem[]>(page, '/api/admin/settings/contact-information');
  const social = await adminData<{ name: string }[]>(page, '/api/admin/settings/social-media');
  const contracts = await adminData<{ name: string }[]>(page, '/api/admin/contracts');
  const site = await adminData<{ keywords: string[] }>(page, '/api/admin/settings/site');

  await openFromMenu(page, 'İletişim Bilgileri', 'İletişim Bilgileri');
  await page.getByLabel('Gösterilen dil').selectOption('en');
  const firstPhone = contact.find((c) => c.lang === 'en' && c.section === 'telefon')!;
  await expect(page.getByText(firstPhone.content).first()).toBeVisible();

  await openFromMenu(page, 'Sosyal Medya', 'Sosyal Medya');
  for (const item of social) await expect(page.getByRole('button', { name: `Düzenle ${item.name}` })).toBeVisible();

  await openFromMenu(page, 'Sözleşmeler', 'Sözleşmeler');
  for (const item of contracts) await expect(page.getByRole('rowheader', { name: item.name })).toBeVisible();

  await openFromMenu(page, 'Site Ayarları', 'Site Ayarları');
  await expect(page.getByRole('list', { name: 'Anahtar Kelimeler' }).getByRole('listitem')).toHaveCount(site.keywords.length);
  await expect(page.getByLabel('Firma adı (EN)')).not.toHaveValue('');

  await openFromMenu(page, 'Sayfa Başlıkları', 'Sayfa Başlıkları');
  await expect(page.getByLabel('Düzenlenecek sayfa')).toHaveValue('home');

  await openFromMenu(page, 'Diller', 'Diller');
  await expect(page.getByRole('rowheader', { name: /English/ })).toBeVisible();
});

test('a contact phone and a page title edited in the admin show on the public site', async ({ page }) => {
  await signIn(page, '/admin/settings/contact-information');
  await page.getByLabel('Gösterilen dil').selectOption('en');
  const phone = (await adminData<ContactInfoItem[]>(page, '/api/admin/settings/contact-information')).find(
    (c) => c.lang === 'en' && c.section === 'telefon',
  )!;
  await page
    .getByRole('button', { name: `Düzenle ${phone.name}` })
    .first()
    .click();
  await page.getByLabel('İçerik', { exact: true }).fill('+90 212 777 66 55');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expectSuccess(page);

  await page.goto('/admin/page-meta');
  // Pages by the names staff know, not their keys.
  const picker = page.getByLabel('Düzenlenecek sayfa');
  await expect(picker.locator('option[value="about_us"]')).toHaveText('Hakkımızda');
  await expect(picker.locator('option[value="home"]')).toHaveText('Ana Sayfa');
  await picker.selectOption({ label: 'İletişim' });
  await page.getByLabel('Başlık (EN)').fill('Reach the air spring makers');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expectSuccess(page);

  await page.context().clearCookies({ name: '_lang' });
  await page.goto('/contact');
  await expect(page).toHaveTitle('Reach the air spring makers');
  await expect(page.getByRole('contentinfo')).toContainText('+90 212 777 66 55');
});

test('social media links are added, ordered with the move buttons and deleted after confirmation', async ({ page }) => {
  await signIn(page, '/admin/settings/social-media');
  await page.getByLabel('Ad', { exact: true }).fill('Vitrin Web');
  await page.getByLabel('Adres (https://…)').fill('https://vitrin.example');
  await page.getByRole('button', { name: 'Ekle' }).click();
  await expectSuccess(page);
  const list = page.getByRole('list', { name: 'Sosyal medya bağlantılarının sırası' });
  await expect(list.getByRole('listitem').first()).toContainText('Vitrin Web');

  await page.getByRole('button', { name: 'Vitrin Web: aşağı taşı' }).click();
  await expectSuccess(page);
  await expect(list.getByRole('listitem').nth(1)).toContainText('Vitrin Web');
  const saved = await apiData<{ name: string }[]>(page, '/api/pages/social-media');
  expect(saved[1]?.name).toBe('Vitrin Web');

  await page.getByRole('button', { name: 'Sil Vitrin Web' }).click();
  await expect(page.getByRole('heading', { name: 'Emin Misin?!' })).toBeVisible();
  await expect(page.getByText('Kalıcı Olarak Silinecek!')).toBeVisible();
  await page.getByRole('button', { name: 'Evet, Sil!' }).click();
  await expectSuccess(page);
  await expect(list.getByText('Vitrin Web')).toHaveCount(0);
});

test('a contract is written in the rich-text editor and shows its empty languages', async ({ page }) => {
  await signIn(page, '/admin/contracts');
  await page.getByRole('link', { name: 'Yeni Sözleşme' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sözleşme Ekle' })).toBeVisible();
  await page.getByLabel('Sözleşme adı').fill('Mesafeli Satış Sözleşmesi');
  await page.getByLabel('Sitede görünen ad (EN)').fill('Distance Sales Agreement');
  const editor = page.getByRole('textbox', { name: 'İçerik (EN)' });
  await editor.click();
  await page.keyboard.type('Distance sales terms');
  await page.getByRole('button', { name: 'Başlık 2' }).click();
  await expect(page.getByText(/İçeriği boş diller: TR/)).toBeVisible();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expectSuccess(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sözleşmeyi Düzenle' })).toBeVisible();

  const contracts = await adminData<{ name: string; seo_name: string; content_en: string }[]>(page, '/api/admin/contracts');
  const saved = contracts.find((c) => c.name === 'Mesafeli Satış Sözleşmesi')!;
  expect(saved).toMatchObject({
    seo_name: 'mesafeli-satis-sozlesmesi',
    name_en: 'Distance Sales Agreement',
    name_tr: null,
    content_en: '<h2>Distance sales terms</h2>',
  });

  await page.getByRole('link', { name: 'Sözleşmelere dön' }).click();
  const row = page.getByRole('row', { name: /Mesafeli Satış Sözleşmesi/ });
  await expect(row).toContainText('TR');
  await row.getByRole('button', { name: /Sil/ }).click();
  await page.getByRole('button', { name: 'Evet, Sil!' }).click();
  await expectSuccess(page);
  await expect(page.getByRole('row', { name: /Mesafeli Satış Sözleşmesi/ })).toHaveCount(0);
});

test("creating the language 'de' makes it selectable on the public site once activated, with its texts editable", async ({
  page,
}) => {
  await signIn(page, '/admin/languages');
  await page.getByLabel('Dil kodu').fill('de');
  await page.getByRole('button', { name: 'Dil Oluştur' }).click();
  await expect(page.getByText('Sistemde Dil Oluşturulacak!')).toBeVisible();
  await page.getByRole('button', { name: 'Evet, Oluştur!' }).click();
  await expectSuccess(page);
  const row = page.getByRole('row', { name: /^Deutsch DE/ });
  await expect(row).toContainText('Pasif');
  const languages = await adminData<{ abbr: string; missing: number; total: number }[]>(page, '/api/admin/languages');
  const de = languages.find((l) => l.abbr === 'de')!;
  expect(de.missing).toBe(de.total);

  // Every text is missing: activating asks first; "Önce Çevir" leaves it passive.
  await row.getByRole('button', { name: 'Aktifleştir (Deutsch)' }).click();
  await expect(page.getByText(`${de.total} metinden ${de.total} tanesi eksik`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Önce Çevir' }).click();
  await expect(row).toContainText('Pasif');
  await row.getByRole('button', { name: 'Aktifleştir (Deutsch)' }).click();
  await page.getByRole('button', { name: 'Evet, Aktifleştir' }).click();
  await expectSuccess(page);
  await expect(row).toContainText('Aktif');

  await row.getByRole('button', { name: 'Metinleri düzenle (Deutsch)' }).click();
  await page.getByLabel('Metin ara').fill('navbar.home');
  await page.getByLabel('navbar.home', { exact: true }).fill('Startseite');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expectSuccess(page);
  await expect(row).toContainText(`${de.total - 1} / ${de.total}`);

  const active = await apiData<{ abbr: string }[]>(page, '/api/pages/all-languages');
  expect(active.map((l) => l.abbr)).toContain('de');
  await apiData(page, '/api/pages/change-language/de');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const statics = await apiData<{ page_lang: { navbar: { home: string } } }>(page, '/api/pages/static-languages');
  expect(statics.page_lang.navbar.home).toBe('Startseite');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Startseite' }).first()).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violation on the settings screens (${theme})`, async ({ page }) => {
    await signIn(page);
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Koyu Tema' }).click();
      await expect(page.getByTestId('admin-frame')).toHaveAttribute('data-bs-theme', 'dark');
    }
    const screens: [string, string][] = [
      ['/admin/settings/contact-information', 'İletişim Bilgileri'],
      ['/admin/settings/social-media', 'Sosyal Medya'],
      ['/admin/settings/site', 'Site Ayarları'],
      ['/admin/contracts', 'Sözleşmeler'],
      ['/admin/contract-insert', 'Sözleşme Ekle'],
      ['/admin/page-meta', 'Sayfa Başlıkları'],
      ['/admin/languages', 'Diller'],
      ['/admin/releases', 'Sürümler'],
    ];
    for (const [path, heading] of screens) {
      // As the menu's links move: one load of the panel, not one per screen.
      await moveInApp(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path.endsWith('contract-insert'))
        await expect(page.getByRole('toolbar', { name: 'Metin biçimlendirme' })).toBeVisible();
      await expectNoAxeViolations(page, { include: '#admin-main' });
    }
  });
}
