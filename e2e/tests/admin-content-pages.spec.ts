import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { apiData, expect, signIn, test } from '../support/fixtures';

/** A 4 × 4 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgqjgBRwzEcQAMshShojnKgwAAAABJRU5ErkJggg==',
  'base64',
);

interface PageContent {
  title_en: string | null;
  title_tr: string | null;
  body_en: string | null;
  body_tr: string | null;
}

async function writeBody(page: Page, lang: 'EN' | 'TR', heading: string, linkText: string, href: string) {
  await page.getByRole('tab', { name: new RegExp(`^${lang}`) }).click();
  const editor = page.getByRole('textbox', { name: `İçerik (${lang})` });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Başlık 2' }).click();
  await page.keyboard.type(heading);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Paragraf' }).click();
  await page.keyboard.type(linkText);
  for (let i = 0; i < linkText.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Bağlantı ekle' }).click();
  await page.getByLabel('Bağlantı adresi').fill(href);
  await page.getByRole('button', { name: 'Uygula' }).click();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Görsel ekle' }).click();
  await page.getByLabel('Görsel dosyası').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Görselin açıklaması').fill(`${heading} görseli`);
  await page.getByRole('button', { name: 'Uygula' }).click();
  await expect(editor.locator('img[src^="/uploads/editor/"]')).toHaveCount(1);
}

test('about-us in en and tr with a heading, a link and an uploaded image; a pasted onerror runs nothing', async ({ page }) => {
  // Two rich-text bodies with an upload each: slow on a busy machine.
  test.setTimeout(180_000);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page);
  await page.goto('/admin/pages/about-us');
  await expect(page.getByRole('heading', { name: 'Hakkımızda', level: 1 })).toBeVisible();
  // The rich-text toolbar (shared-libs/src/ui/RichTextEditor.tsx) is checked by its own owner's tests.
  await expectNoAxeViolations(page, { include: 'section[aria-labelledby^="page-editor"]', exclude: ['.rte-toolbar'] });

  await page.getByRole('tab', { name: /^EN/ }).click();
  await page.getByLabel('Başlık (EN)').fill('About us');
  await writeBody(page, 'EN', 'Who we are', 'our site', 'https://example.com/en');
  await page.getByRole('tab', { name: /^TR/ }).click();
  await page.getByLabel('Başlık (TR)').fill('Hakkımızda');
  await writeBody(page, 'TR', 'Biz kimiz', 'sitemiz', 'https://example.com/tr');

  // Pasted HTML with an event handler: the editor keeps nothing executable.
  const editorTr = page.getByRole('textbox', { name: 'İçerik (TR)' });
  await editorTr.click();
  await editorTr.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<p>Yapıştırıldı <img src=x onerror=alert(1)></p>');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(editorTr).toContainText('Yapıştırıldı');

  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('heading', { name: 'Güncellendi' })).toBeVisible();

  const en = await apiData<PageContent>(page, '/api/pages/content?page=about_us&lang=en');
  expect(en.title_en).toBe('About us');
  expect(en.body_en).toContain('<h2>Who we are</h2>');
  expect(en.body_en).toMatch(/<a [^>]*href="https:\/\/example\.com\/en"[^>]*>our site<\/a>/);
  expect(en.body_en).toMatch(/<img [^>]*src="\/uploads\/editor\//);
  expect(en.title_tr).toBe('Hakkımızda');
  expect(en.body_tr).toContain('<h2>Biz kimiz</h2>');
  expect(en.body_tr).toContain('href="https://example.com/tr"');
  expect(en.body_tr).toContain('Yapıştırıldı');
  expect(`${en.body_en} ${en.body_tr}`).not.toMatch(/onerror|<script|javascript:/i);

  // The stored picture is served.
  const src = /<img [^>]*src="(\/uploads\/editor\/[^"]+)"/.exec(en.body_en ?? '')?.[1];
  expect(src).toBeTruthy();
  expect((await page.request.get(src!)).status()).toBe(200);
  expect(alerts).toEqual([]);
});

test('a language left empty is marked, and leaving with unsaved changes asks first', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/pages/global-brand');
  await expect(page.getByRole('heading', { name: 'Global Marka', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: /^TR/ }).click();
  await page.getByLabel('Başlık (TR)').fill('');
  await page.getByRole('textbox', { name: 'İçerik (TR)' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await expect(page.getByRole('tab', { name: /^TR/ })).toContainText('boş');
  await expect(page.getByText('Henüz doldurulmamış diller: TR')).toBeVisible();

  await page.getByRole('link', { name: 'Kontrol Paneli' }).first().click();
  await expect(page.getByRole('heading', { name: 'Kaydedilmemiş değişiklikler' })).toBeVisible();
  await page.getByRole('button', { name: 'Sayfada Kal' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/global-brand$/);

  await page.getByRole('link', { name: 'Kontrol Paneli' }).first().click();
  await page.getByRole('button', { name: 'Ayrıl' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
