import { expectNoAxeViolations } from '../support/axe';
import { readFile } from 'node:fs/promises';
import { expect, signIn, test, sawDialog } from '../support/fixtures';
import { visitorIn } from '../support/publicSite';

/** A 4 × 4 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgqjgBRwzEcQAMshShojnKgwAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Vitrin air springs catalogue 2026\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

interface Catalogue {
  id: number;
  title_en: string | null;
  title_tr: string | null;
  cover: { url: string } | null;
  file: { url: string; size: number } | null;
}

test('catalogues: cover + PDF with upload progress and per-language titles; the PDF downloads byte-identical', async ({
  page,
}) => {
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const list = async () =>
    (
      (await (await page.request.get('/api/admin/catalogues', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        data: Catalogue[];
      }
    ).data;
  const before = (await list()).length;

  await page.goto('/admin/pages/catalogues');
  await expect(page.getByRole('heading', { name: 'Kataloglar', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'section[aria-labelledby="catalogues-heading"]' });

  // Without the PDF nothing is sent.
  await page.getByLabel('Kapak görseli').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Başlık (EN)').fill('Air springs 2026');
  await page.getByRole('button', { name: 'Yükle' }).click();
  await expect(page.getByText('* Bu Alan Zorunlu')).toBeVisible();

  await page.getByLabel('Katalog (PDF)').setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Başlık (TR)').fill('Körükler 2026');
  await expect(page.getByText('Bütün diller dolu.')).toBeVisible();
  await page.getByRole('button', { name: 'Yükle' }).click();
  await sawDialog(page, 'Başarılı');
  await expect(page.getByRole('list', { name: 'Kataloglar (sıralanabilir)' })).toContainText('Air springs 2026');

  const items = await list();
  expect(items).toHaveLength(before + 1);
  const created = items.find((c) => c.title_en === 'Air springs 2026')!;
  expect(created.title_tr).toBe('Körükler 2026');
  const download = await page.request.get(created.file!.url);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
  expect((await page.request.get(created.cover!.url)).status()).toBe(200);

  // A visitor downloads it from the public /catalogues page: the same bytes.
  const { context, visitor } = await visitorIn(page, 'tr', { acceptDownloads: true });
  await visitor.goto('/catalogues');
  const card = visitor.getByRole('article').filter({ hasText: 'Körükler 2026' });
  await expect(card).toBeVisible();
  const [file] = await Promise.all([visitor.waitForEvent('download'), card.locator('a[download]').click()]);
  expect((await readFile((await file.path())!)).equals(PDF)).toBe(true);
  await context.close();
});
