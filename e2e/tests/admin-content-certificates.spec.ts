import { expectNoAxeViolations } from '../support/axe';
import { closeDialog, expect, signIn, test, sawDialog } from '../support/fixtures';
import { visitorIn } from '../support/publicSite';

/** A 4 × 4 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgqjgBRwzEcQAMshShojnKgwAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface Certificate {
  id: number;
  title_en: string | null;
  file: { url: string; kind: string } | null;
}

test('certificates: upload an image and a PDF, reorder with the keyboard, delete after confirmation', async ({ page }) => {
  await signIn(page, '/admin/pages/certificates');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const list = async () =>
    (
      (await (await page.request.get('/api/admin/certificates', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        data: Certificate[];
      }
    ).data;

  // Whatever the site already lists (demo content) stays below the new ones.
  const existing = (await list()).map((c) => c.title_en);
  await expect(page.getByRole('heading', { name: 'Sertifikalar', level: 1 })).toBeVisible();
  await expect(page.getByText('Henüz doldurulmamış diller: EN, TR')).toBeVisible();

  for (const [title, file] of [
    ['ISO 9001', { name: 'iso.png', mimeType: 'image/png', buffer: PNG }],
    ['IATF 16949', { name: 'iatf.pdf', mimeType: 'application/pdf', buffer: PDF }],
  ] as const) {
    await page.getByLabel('Dosya (görsel veya PDF)').setInputFiles(file);
    await page.getByLabel('Başlık (EN)').fill(title);
    await page.getByRole('button', { name: 'Yükle' }).click();
    await closeDialog(page, 'Başarılı');
  }
  // The newest comes first.
  expect((await list()).map((c) => c.title_en)).toEqual(['IATF 16949', 'ISO 9001', ...existing]);
  await expectNoAxeViolations(page, { include: 'section[aria-labelledby="certificates-heading"]' });

  // Keyboard: the first item's move-down button, reached by focus and pressed with Enter.
  await page.getByRole('button', { name: 'IATF 16949: aşağı taşı', exact: true }).focus();
  await page.keyboard.press('Enter');
  await sawDialog(page, 'Değiştirildi');
  await expect.poll(async () => (await list()).map((c) => c.title_en)).toEqual(['ISO 9001', 'IATF 16949', ...existing]);

  // The public /certificates page follows the new order.
  const { context, visitor } = await visitorIn(page, 'en');
  await visitor.goto('/certificates');
  await expect(visitor.getByText('IATF 16949').first()).toBeVisible();
  const shown = await visitor.locator('main figcaption').allInnerTexts();
  const position = (title: string) => shown.findIndex((caption) => caption.includes(title));
  expect(position('ISO 9001')).toBeGreaterThanOrEqual(0);
  expect(position('ISO 9001')).toBeLessThan(position('IATF 16949'));
  await context.close();

  // The PDF downloads as it was uploaded.
  const pdf = (await list()).find((c) => c.title_en === 'IATF 16949')!;
  const download = await page.request.get(pdf.file!.url);
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

  // Editing keeps the file and changes the texts: the form opens with the stored title, focused.
  await expect(page.getByRole('heading', { name: 'Değiştirildi' })).toBeHidden();
  await page.getByRole('button', { name: 'IATF 16949 düzenle', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Düzenle: IATF 16949' })).toBeFocused();
  await expect(page.getByLabel('Başlık (EN)')).toHaveValue('IATF 16949');
  await page.getByLabel('Başlık (EN)').fill('IATF 16949:2016');
  await page.getByLabel('Başlık (TR)').fill('IATF 16949:2016 Belgesi');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await closeDialog(page, 'Güncellendi');
  await expect(page.getByRole('heading', { name: 'Sertifika Ekle' })).toBeVisible();
  const edited = (await list()).find((c) => c.id === pdf.id)!;
  expect(edited.title_en).toBe('IATF 16949:2016');
  expect(Buffer.from(await (await page.request.get(edited.file!.url)).body()).equals(PDF)).toBe(true);

  await page.getByRole('button', { name: 'ISO 9001 sil', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Emin Misin?!' })).toBeVisible();
  await page.getByRole('button', { name: 'Evet, Sil!' }).click();
  await sawDialog(page, 'Silindi');
  await expect.poll(async () => (await list()).map((c) => c.title_en)).toEqual(['IATF 16949:2016', ...existing]);
});
