import { expectNoAxeViolations } from '../support/axe';
import { closeDialog, expect, hydrated, signIn, test, sawDialog } from '../support/fixtures';
import { visitorIn } from '../support/publicSite';

/** A 4 × 4 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgqjgBRwzEcQAMshShojnKgwAAAABJRU5ErkJggg==',
  'base64',
);

test('news: a Turkish title makes the seo_name yeni-urun-soleni; the item shows on /news and /news/yeni-urun-soleni', async ({
  page,
}) => {
  await signIn(page, '/admin/pages/news');
  await expect(page.getByRole('heading', { name: 'Haberler', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });

  await page.getByRole('link', { name: 'Yeni Kayıt' }).click();
  await expect(page.getByRole('heading', { name: 'Haberler — Yeni Kayıt', level: 1 })).toBeVisible();
  await expect(page.getByText('Henüz doldurulmamış diller: EN, TR')).toBeVisible();
  // The event's Turkish name in the main language (EN) too: the seo_name follows it through the shared slug helper.
  await page.getByLabel('Başlık (EN)').fill('Yeni Ürün Şöleni');
  await expect(page.getByLabel('SEO adı (adres)')).toHaveValue('yeni-urun-soleni');
  await expect(page.getByText('Henüz doldurulmamış diller: TR')).toBeVisible();
  await page.getByLabel('Özet (EN)').fill('We showed our new products.');
  await page.getByRole('tab', { name: /^TR/ }).click();
  await page.getByLabel('Başlık (TR)').fill('Yeni Ürün Şöleni');
  await expect(page.getByText('Bütün diller dolu.')).toBeVisible();
  await page.getByLabel('Özet (TR)').fill('Yeni ürünlerimizi tanıttık.');
  await page.getByRole('textbox', { name: 'İçerik (TR)' }).click();
  await page.keyboard.type('Fuarda yeni körüklerimizi gösterdik.');
  await page.getByLabel('Kapak görseli').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });

  // A video link: YouTube becomes an embedded player; anything else is refused.
  await page.getByLabel('Video bağlantısı (YouTube veya Vimeo)').fill('javascript:alert(1)');
  await expect(page.getByText('Yalnızca YouTube veya Vimeo bağlantısı girilebilir')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByLabel('Video bağlantısı (YouTube veya Vimeo)').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(page.getByTitle('Video önizlemesi')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await expectNoAxeViolations(page, { include: 'main' });

  await page.getByRole('button', { name: 'Kaydet' }).click();
  await closeDialog(page, 'Başarılı');
  await expect(page).toHaveURL(/\/admin\/pages\/news\/update\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Haberler — Düzenle', level: 1 })).toBeVisible();
  await expect(page.getByLabel('SEO adı (adres)')).toHaveValue('yeni-urun-soleni');

  // The gallery: two pictures, then the second moved up with the keyboard.
  await page.getByLabel('Fotoğraf ekle (birden fazla seçilebilir)').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: PNG },
    { name: 'second.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await page.getByRole('button', { name: 'Fotoğrafları yükle' }).click();
  await closeDialog(page, 'Başarılı');
  const gallery = page.getByRole('list', { name: 'Galeri fotoğrafları (sıralanabilir)' });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  await expect(gallery.getByRole('listitem').first()).toContainText('first.png');
  await page.getByRole('button', { name: 'Fotoğraf 2: yukarı taşı', exact: true }).focus();
  await page.keyboard.press('Enter');
  await sawDialog(page, 'Değiştirildi');
  await expect(gallery.getByRole('listitem').first()).toContainText('second.png');

  // The public site in Turkish: the list and the item's own page.
  const { context, visitor } = await visitorIn(page, 'tr');
  const dialogs: string[] = [];
  visitor.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await visitor.goto('/news');
  const card = visitor.getByRole('link', { name: 'Yeni Ürün Şöleni' });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', '/news/yeni-urun-soleni');
  await visitor.goto('/news/yeni-urun-soleni');
  await expect(visitor.getByRole('heading', { name: 'Yeni Ürün Şöleni' }).first()).toBeVisible();
  await expect(visitor.getByText('Fuarda yeni körüklerimizi gösterdik.')).toBeVisible();
  expect(dialogs).toEqual([]);
  await context.close();
});

test('news list: search finds an item; delete asks "Emin Misin?!" and says "Silindi"', async ({ page }) => {
  await signIn(page, '/admin/pages/blog/insert');
  await expect(page.getByRole('heading', { name: 'Blog — Yeni Kayıt', level: 1 })).toBeVisible();
  await page.getByLabel('Başlık (EN)').fill('Seasonal maintenance tips');
  await expect(page.getByLabel('SEO adı (adres)')).toHaveValue('seasonal-maintenance-tips');
  // An own seo_name stays as written while the title changes.
  await page.getByLabel('SEO adı (adres)').fill('bakim-ipuclari');
  await page.getByLabel('Başlık (EN)').fill('Seasonal maintenance tips 2026');
  await expect(page.getByLabel('SEO adı (adres)')).toHaveValue('bakim-ipuclari');
  await page.getByLabel('Özet (EN)').fill('Check the air springs before winter.');
  await page.getByRole('tab', { name: /^TR/ }).click();
  await page.getByLabel('Başlık (TR)').fill('Mevsimlik bakım ipuçları 2026');
  await page.getByLabel('Özet (TR)').fill('Kıştan önce körükleri kontrol edin.');

  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Listeye dön' }).click();
  await expect(page.getByRole('heading', { name: 'Kaydedilmemiş değişiklikler' })).toBeVisible();
  await page.getByRole('button', { name: 'Sayfada Kal' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/blog\/insert$/);

  await page.getByRole('button', { name: 'Kaydet' }).click();
  await sawDialog(page, 'Başarılı');
  await expect(page).toHaveURL(/\/admin\/pages\/blog\/update\/\d+$/);

  await page.goto('/admin/pages/blog');
  await page.getByRole('searchbox').fill('maintenance tips 2026');
  await page.getByRole('searchbox').press('Enter');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('bakim-ipuclari');

  await page.getByRole('button', { name: 'Seasonal maintenance tips 2026 sil' }).click();
  await expect(page.getByRole('heading', { name: 'Emin Misin?!' })).toBeVisible();
  await page.getByRole('button', { name: 'Evet, Sil!' }).click();
  await sawDialog(page, 'Silindi');
  await expect(page.getByText('Kayıt bulunamadı.')).toBeVisible();
});

test('a planned news item: "Sitede önizle" opens it on the site under the preview bar, for that browser alone; "Önizlemeden çık" shows it as visitors do', async ({
  page,
}) => {
  await signIn(page, '/admin/pages/news/insert');
  await page.getByLabel('Başlık (EN)').fill('Planned fair');
  await page.getByRole('group', { name: 'Yayın planı' }).getByLabel('Yayın tarihi').fill('2099-06-01T10:00');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await closeDialog(page, 'Başarılı');
  await expect(page).toHaveURL(/\/admin\/pages\/news\/update\/\d+$/);
  await expect(page.getByRole('note')).toContainText('“Sitede önizle” kaydedilmiş halini');
  await expectNoAxeViolations(page, { include: 'main' });

  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Sitede önizle (yayın zamanındaki haliyle, yeni sekmede açılır)' }).click(),
  ]);
  await tab.waitForURL(/\/news\/planned-fair$/);
  await hydrated(tab);
  // After hydration the page is the planned item's, under the bar (outside what React renders).
  await expect(tab.getByRole('heading', { name: 'Planned fair' }).first()).toBeVisible();
  const bar = tab.getByRole('status').filter({ hasText: 'Önizleme: planlanmış içerik görünüyor' });
  await expect(bar).toContainText('01.06.2099 10:00 (Europe/Istanbul)');
  await expectNoAxeViolations(tab, { include: '.vitrin-planned-preview-bar' });

  // Any other visitor: not found.
  const visitor = await page.context().browser()!.newContext();
  expect((await (await visitor.newPage()).goto('/news/planned-fair'))?.status()).toBe(404);
  await visitor.close();

  await bar.getByRole('link', { name: 'Önizlemeden çık' }).click();
  await expect(tab).toHaveURL(/\/news\/planned-fair$/);
  await expect(tab.getByText('The page you are looking for was not found.')).toBeVisible();
  await expect(tab.getByText('Önizleme: planlanmış içerik görünüyor')).toHaveCount(0);
});
