import { expectNoAxeViolations } from '../support/axe';
import { closeDialog, expect, signIn, test, sawDialog } from '../support/fixtures';
import { visitorIn } from '../support/publicSite';

/** A 4 × 4 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgqjgBRwzEcQAMshShojnKgwAAAABJRU5ErkJggg==',
  'base64',
);

test('home: add slides with per-language texts, reorder them with the keyboard; the public home page follows', async ({
  page,
}) => {
  await signIn(page, '/admin/pages/home');
  await expect(page.getByRole('heading', { name: 'Ana Sayfa', level: 1 })).toBeVisible();
  const slider = page.getByRole('region', { name: 'Slider' });
  await expect(slider).toBeVisible();
  await expect(page.getByRole('region', { name: 'Öne Çıkan Kategoriler' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'İletişim Formu İkonları' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });

  for (const [en, tr] of [
    ['Spring slide A', 'Bahar slaytı A'],
    ['Spring slide B', 'Bahar slaytı B'],
  ] as const) {
    await slider.getByLabel('Slayt görseli').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PNG });
    await slider.getByLabel('Başlık (EN)', { exact: true }).fill(en);
    await slider.getByLabel('Alt başlık (EN)').fill(`${en} subtitle`);
    await slider.getByLabel('Başlık (TR)', { exact: true }).fill(tr);
    await slider.getByLabel('Bağlantı', { exact: true }).fill('/about-us');
    await slider.getByRole('button', { name: 'Yükle' }).click();
    await closeDialog(page, 'Başarılı');
  }
  const list = slider.getByRole('list', { name: 'Slaytlar (sıralanabilir)' });
  await expect(list).toContainText('Spring slide B');
  // The newest comes first.
  const titles = async () => (await list.getByRole('listitem').allTextContents()).join('|');
  expect((await titles()).indexOf('Spring slide B')).toBeLessThan((await titles()).indexOf('Spring slide A'));

  // Keyboard: focus the first slide's move-down button and press Enter.
  await page.getByRole('button', { name: 'Spring slide B: aşağı taşı', exact: true }).focus();
  await page.keyboard.press('Enter');
  await sawDialog(page, 'Değiştirildi');
  await expect
    .poll(async () => (await titles()).indexOf('Spring slide A') < (await titles()).indexOf('Spring slide B'))
    .toBe(true);

  // The public home page shows the slides in the new order, in each language.
  for (const [lang, first, second] of [
    ['en', 'Spring slide A', 'Spring slide B'],
    ['tr', 'Bahar slaytı A', 'Bahar slaytı B'],
  ] as const) {
    const { context, visitor } = await visitorIn(page, lang);
    await visitor.goto('/');
    const slides = visitor.locator('[aria-roledescription="slide"]').locator('h1, h2');
    await expect(slides.first()).toBeAttached();
    const shown = await slides.allTextContents();
    expect(shown).toContain(first);
    expect(shown.indexOf(first)).toBeLessThan(shown.indexOf(second));
    await context.close();
  }
});

test('home: a featured category is added, and a contact icon with a per-language link shows on the public home page', async ({
  page,
}) => {
  await signIn(page, '/admin/pages/home');
  const featured = page.getByRole('region', { name: 'Öne Çıkan Kategoriler' });
  const choice = featured.getByLabel('Eklenecek kategori');
  await expect(choice.locator('option').nth(1)).toBeAttached();
  const name = (await choice.locator('option').nth(1).textContent())!;
  await choice.selectOption({ index: 1 });
  await featured.getByRole('button', { name: 'Ekle' }).click();
  await closeDialog(page, 'Güncellendi');
  await expect(featured.getByRole('list', { name: 'Öne çıkan kategoriler (sıralanabilir)' })).toContainText(name);

  const icons = page.getByRole('region', { name: 'İletişim Formu İkonları' });
  await icons.getByLabel('İkon görseli').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
  await icons.getByLabel('Başlık (EN)').fill('Write to us');
  await icons.getByLabel('Bağlantı (EN)').fill('/contact');
  await icons.getByLabel('Başlık (TR)').fill('Bize yazın');
  await icons.getByLabel('Bağlantı (TR)').fill('/contact');
  await icons.getByRole('button', { name: 'Yükle' }).click();
  await closeDialog(page, 'Başarılı');
  await expect(icons.getByRole('list', { name: 'İkonlar (sıralanabilir)' })).toContainText('Write to us');
  await expectNoAxeViolations(page, { include: 'main' });

  const { context, visitor } = await visitorIn(page, 'tr');
  await visitor.goto('/');
  const icon = visitor.getByRole('region', { name: 'Bize ulaşın' }).getByRole('link', { name: 'Bize yazın' }).first();
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute('href', '/contact');
  // The home footer is a band of every public page, with its call to contact (left out on the contact page).
  await visitor.goto('/about-us');
  const band = visitor.getByRole('region', { name: 'Bize ulaşın' });
  await expect(band.getByRole('link', { name: 'Bize yazın' }).first()).toHaveAttribute('href', '/contact');
  await expect(band.getByRole('link', { name: 'Bize mesaj gönderin' })).toHaveAttribute('href', '/contact');
  await band.getByRole('link', { name: 'Bize mesaj gönderin' }).click();
  // A visitor in a language other than the default keeps it in the address from page to page.
  await expect(visitor).toHaveURL(/\/contact\?lang=tr$/);
  await expect(
    visitor.getByRole('region', { name: 'Bize ulaşın' }).getByRole('link', { name: 'Bize yazın' }).first(),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Bize mesaj gönderin' })).toHaveCount(0);
  await context.close();
});
