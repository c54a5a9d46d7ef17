/**
 * Issue 6, staff side: create a product in two languages with three images, reorder the
 * images and the product list with the keyboard, edit it, see it on the public site in both languages, delete it
 * after the confirmation; axe on the product list, the product form and the category screens.
 */
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe';
import { apiData, closeDialog, expect, signIn, test, sawDialog } from '../support/fixtures';

const png = async (name: string, color: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

interface Detail {
  id: number;
  seo_name: string;
  files: { id: number; name: string; gallery_type: string }[];
}

test.describe('a product from its creation to its deletion', () => {
  // One product's life in two steps (each a journey of its own, each within the test time on a loaded machine):
  // the second takes the product the first made.
  test.describe.configure({ mode: 'serial' });
  let id = 0;

  test('staff create it in two languages with three images in their order, then edit it', async ({ page }) => {
    await signIn(page, '/admin/pages/air-springs/insert');
    await expect(page.getByRole('heading', { name: 'Yeni Ürün' })).toBeVisible();

    // Client validation mirrors the server: nothing filled in → the required fields say so.
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByText('* Bu Alan Zorunlu').first()).toBeVisible();
    await expectNoAxeViolations(page, { include: 'main' });

    await page.getByLabel(/^Kategori/).selectOption({ label: 'Otobüs Hava Körükleri' });
    await page.getByLabel(/^Ürün Kodu/).fill('E2E-777/X');
    await page.getByRole('checkbox', { name: 'Şehir içi otobüs' }).check();
    await page.getByLabel(/^Ürün Adı \(EN\)/).fill('E2E Test Spring');
    const trTab = page.getByRole('tab', { name: /Türkçe/ });
    await expect(trTab).toContainText('boş');
    await trTab.click();
    await page.getByLabel('Ürün Adı (TR)').fill('E2E Deneme Körüğü');
    await expect(trTab).not.toContainText('boş');
    // The description in the rich-text editor (loaded only now), in both languages, bold through the keyboard.
    await page.getByRole('textbox', { name: 'Açıklama (TR)', exact: true }).click();
    await page.keyboard.type('Türkçe açıklama metni');
    await page.getByRole('tab', { name: /English/ }).click();
    await page.getByRole('textbox', { name: 'Açıklama (EN)', exact: true }).click();
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Heavy-duty');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' rubber bellows.');
    await page.getByRole('button', { name: 'OEM Numarası Ekle' }).click();
    await page.getByLabel(/^Üretici/).fill('Firestone');
    await page.getByLabel(/^OEM Numarası/).fill('W01-E2E-0001');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await closeDialog(page, 'Başarılı');
    await page.waitForURL(/\/admin\/pages\/air-springs\/update\/\d+$/);
    id = Number(page.url().split('/').pop());

    // Three images with progress bars.
    const images = page.getByRole('region', { name: 'Ürün Görselleri' });
    await images
      .getByLabel('Dosya seçin')
      .setInputFiles([await png('red.png', '#cc0000'), await png('green.png', '#00aa00'), await png('blue.png', '#0000cc')]);
    await images.getByLabel('Alternatif metin (EN)').fill('Product view');
    await images.getByRole('button', { name: 'Yükle' }).click();
    const gallery = images.getByRole('list', { name: 'Ürün Görselleri sırası' });
    await expect(gallery.getByRole('listitem')).toHaveCount(3);
    // Done uploading: no "100 %" bar is left behind.
    await expect(images.getByRole('progressbar')).toHaveCount(0);
    const fileNames = async () => (await apiData<Detail>(page, `/api/pages/product/e2e-777-x`)).files.map((f) => f.name);
    expect(await fileNames()).toEqual(['red.png', 'green.png', 'blue.png']);

    // Keyboard only: focus the third image's move-up button and press Enter.
    await gallery.getByRole('button', { name: 'blue.png: yukarı taşı' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(fileNames).toEqual(['red.png', 'blue.png', 'green.png']);
    await expect(gallery.getByRole('button', { name: 'blue.png: yukarı taşı' })).toBeFocused();
    await expectNoAxeViolations(page, { include: 'main' });

    // Edit: a new English name. The gallery's pictures have loaded first: while they load the page grows below the
    // form and the browser moves the scroll to keep the focused gallery in place, so the save button moves too (CI's
    // trace: "element is not stable", then a click that sent nothing).
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    await page.getByLabel(/^Ürün Adı \(EN\)/).fill('E2E Test Spring Mk2');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await sawDialog(page, 'Güncellendi');
  });

  test('staff move it down the product list with the keyboard, visitors see it in both languages, staff delete it', async ({
    page,
  }) => {
    // The product list: the new product is first; move it down with the keyboard.
    await signIn(page, '/admin/pages/air-springs');
    await expect(page.getByRole('cell', { name: 'E2E-777/X', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { include: 'main' });
    await page.getByRole('button', { name: 'Sıralamayı Düzenle' }).click();
    const order = page.getByRole('list', { name: /Ürün Sırası/ });
    // The admin list as the panel reads it: with the signed-in user's bearer token from local storage.
    const ids = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/admin/products?section=air_springs&per_page=500', {
          headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`, 'X-Requested-With': 'XMLHttpRequest' },
        });
        const body = (await response.json()) as { data: { data: { id: number }[] } };
        return body.data.data.map((p) => p.id);
      });
    expect((await ids())[0]).toBe(id);
    await order.getByRole('button', { name: 'E2E-777/X E2E Deneme Körüğü: aşağı taşı' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await ids()).indexOf(id)).toBe(1);

    // Visitors: English by default, Turkish after choosing it.
    await page.goto('/product/e2e-777-x');
    await expect(page.getByRole('heading', { level: 1, name: 'E2E Test Spring Mk2' })).toBeVisible();
    await expect(page.getByTestId('product-gallery').getByRole('img', { name: 'Product view' }).first()).toBeVisible();
    const description = page.getByRole('region', { name: 'Description', exact: true });
    await expect(description.locator('strong')).toHaveText('Heavy-duty');
    await expect(description).toContainText('Heavy-duty rubber bellows.');
    // The navbar's language link (`?lang=tr`) makes Turkish the visitor's choice.
    await page.goto('/product/e2e-777-x?lang=tr');
    await expect(page.getByRole('heading', { level: 1, name: 'E2E Deneme Körüğü' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Açıklama', exact: true })).toContainText('Türkçe açıklama metni');
    await page.goto('/product/e2e-777-x?lang=en');

    // Delete, after the confirmation.
    await page.goto('/admin/pages/air-springs?search=E2E-777');
    await page.getByRole('button', { name: 'Sil: E2E-777/X' }).click();
    await expect(page.getByRole('heading', { name: 'Emin Misin?!' })).toBeVisible();
    await expect(page.getByText('Kalıcı Olarak Silinecek!')).toBeVisible();
    await page.getByRole('button', { name: 'Evet, Sil!' }).click();
    await sawDialog(page, 'Silindi');
    expect((await page.request.get('/api/pages/product/e2e-777-x')).status()).toBe(404);
  });
});

test('staff create a category with its image and a sub-category on the insert screen, visitors see it, staff delete it', async ({
  page,
}) => {
  await signIn(page, '/admin/pages/spare-parts-categories');
  await page.getByRole('link', { name: 'Yeni Kategori' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/spare-parts-categories\/insert$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni Kategori' })).toBeVisible();

  // Client rules first; then a seo_name another category holds: the server's message under the field.
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('* Bu Alan Zorunlu').first()).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });
  await page.getByLabel('Ad (EN)').fill('E2E Couplings');
  await page.getByLabel('SEO Başlığı (EN)').fill('E2E couplings | Vitrin');
  await page.getByLabel('SEO Açıklaması (EN)').fill('Couplings for buses and trucks');
  const trTab = page.getByRole('tab', { name: /Türkçe/ });
  await expect(trTab).toContainText('boş');
  await trTab.click();
  await page.getByLabel('Ad (TR)').fill('E2E Kaplinler');
  await expect(trTab).not.toContainText('boş');
  await page.getByLabel('SEO Adı').fill('pistons');
  await page.getByLabel('Görsel').setInputFiles(await png('coupling.png', '#336699'));
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await closeDialog(page, 'Başarısız');
  await expect(page.getByLabel('SEO Adı')).toHaveAccessibleDescription('Bu SEO adı kullanılıyor');

  await page.getByLabel('SEO Adı').fill('e2e-couplings');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await closeDialog(page, 'Başarılı');
  await page.waitForURL(/\/spare-parts-categories\/update\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kategoriyi Düzenle: E2E Kaplinler' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Kategorinin şimdiki görseli' })).toBeVisible();

  // A sub-category, from the update screen's link: the insert screen with the parent chosen.
  await page.getByRole('link', { name: 'Yeni Alt Kategori' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni Alt Kategori' })).toBeVisible();
  await expect(page.getByLabel('SEO Başlığı (EN)')).toHaveCount(0);
  await expectNoAxeViolations(page, { include: 'main' });
  await page.getByLabel('Ad (EN)').fill('E2E Rear couplings');
  await page.getByRole('tab', { name: /Türkçe/ }).click();
  await page.getByLabel('Ad (TR)').fill('E2E Arka kaplinler');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await sawDialog(page, 'Başarılı');
  await expect(page.getByRole('heading', { level: 1, name: 'Kategoriyi Düzenle: E2E Kaplinler' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Alt Kategori Sırası' }).getByRole('listitem')).toHaveCount(1);

  // Visitors see it with its image among the section's categories.
  await page.goto('/categories/spare_parts');
  const card = page
    .getByTestId('category-grid')
    .locator('article')
    .filter({ has: page.getByRole('link', { name: 'E2E Couplings' }) });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toBeVisible();
  await expect(card).toContainText('E2E Rear couplings');

  await page.goto('/admin/pages/spare-parts-categories');
  await page.getByRole('button', { name: 'Sil: E2E Kaplinler' }).click();
  await expect(page.getByRole('heading', { name: 'Emin Misin?!' })).toBeVisible();
  await page.getByRole('button', { name: 'Evet, Sil!' }).click();
  await sawDialog(page, 'Silindi');
  await expect(page.getByRole('list', { name: 'Kategori Sırası' }).getByText('E2E Kaplinler')).toHaveCount(0);
});

test('the category screens: list with ordering, update with sub-categories; axe finds nothing; unsaved changes ask before leaving', async ({
  page,
}) => {
  await signIn(page, '/admin/pages/air-springs-categories');
  const list = page.getByRole('list', { name: 'Kategori Sırası' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });
  await list.getByRole('link', { name: 'Düzenle: Otobüs Hava Körükleri' }).click();
  await expect(page.getByRole('heading', { name: /Kategoriyi Düzenle/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Alt Kategori Sırası' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page, { include: 'main' });

  // An unsaved change: the list link and the browser's Back button both ask first.
  const name = page.getByRole('textbox', { name: 'Ad (EN)' });
  const stored = await name.inputValue();
  await name.fill(`${stored} (taslak)`);
  await page.getByRole('link', { name: 'Listeye Dön' }).click();
  await expect(page.getByRole('heading', { name: 'Kaydedilmemiş değişiklikler' })).toBeVisible();
  await page.getByRole('button', { name: 'Sayfada Kal' }).click();
  await expect(name).toHaveValue(`${stored} (taslak)`);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Kaydedilmemiş değişiklikler' })).toBeVisible();
  await page.getByRole('button', { name: 'Ayrıl' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/air-springs-categories$/);
  await expect(list.getByRole('link', { name: 'Düzenle: Otobüs Hava Körükleri' })).toBeVisible();
});
