/**
 * Issue 29, item 2, on a server of its own: staff export the air springs as CSV, change three products and add
 * one in the file, import it (the dry run lists exactly those four, old → new), apply, and visitors see the
 * changes; a file with one bad row is refused by row and field and changes nothing (docs/api.md, "Catalogue
 * import and export").
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { expectNoAxeViolations } from '../support/axe';
import { expect, signIn, test, sawDialog } from '../support/fixtures';

type Row = Record<string, string>;

/** The file's columns as its header row names them: in Turkish, as staff read it in a spreadsheet. */
const COLUMN = {
  code: 'Kod',
  seoName: 'SEO Adı',
  category: 'Kategori',
  nameEn: 'Ürün Adı (EN)',
  nameTr: 'Ürün Adı (TR)',
  descriptionTr: 'Açıklama (TR)',
  pictures: 'Resimler',
} as const;

/** Clicks "Dışa Aktar (CSV)" on the list and reads the downloaded file's header and rows. */
async function exportCsv(page: Page): Promise<{ fields: string[]; rows: Row[]; bom: boolean }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dışa Aktar (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('air_springs.csv');
  const text = (await readFile((await download.path())!)).toString('utf8');
  const parsed = Papa.parse<Row>(text.replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true });
  return { fields: parsed.meta.fields!, rows: parsed.data, bom: text.startsWith('\ufeff') };
}

/** Opens "İçe Aktar", chooses the file and asks for the dry run; returns the dialog. */
async function checkFile(page: Page, fields: string[], rows: Row[]) {
  const csv = `\ufeff${Papa.unparse({ fields, data: rows.map((r) => fields.map((f) => r[f] ?? '')) })}`;
  await page.getByRole('button', { name: 'İçe Aktar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dosyadan İçe Aktar' });
  await dialog
    .getByLabel('Dosya (CSV ya da XLSX)')
    .setInputFiles({ name: 'urunler.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Kontrol Et' }).click();
  await expect(dialog.getByRole('heading', { name: 'Kontrol Sonucu' })).toBeVisible();
  return dialog;
}

const count = (dialog: ReturnType<Page['getByRole']>, status: string) => dialog.locator(`[data-status="${status}"] dd`);

test('staff export the air springs, change three and add one in the file, and visitors see the import', async ({ page }) => {
  await signIn(page, '/admin/pages/air-springs');
  const { fields, rows, bom } = await exportCsv(page);
  expect(bom).toBe(true);
  expect(fields).toEqual(expect.arrayContaining(Object.values(COLUMN)));
  expect(rows.length).toBeGreaterThan(3);

  const changed = rows.slice(0, 3);
  const oldNames = changed.map((r) => r[COLUMN.nameEn]!);
  changed.forEach((row, index) => (row[COLUMN.nameEn] = `E2E İçe Aktarılan ${index + 1}`));
  rows.push({
    [COLUMN.code]: 'E2E-IMPORT-1',
    [COLUMN.category]: rows[0]![COLUMN.category]!,
    [COLUMN.nameEn]: 'E2E Imported Spring',
    [COLUMN.nameTr]: 'E2E İçe Aktarılan Körük',
  });

  const dialog = await checkFile(page, fields, rows);
  await expect(count(dialog, 'new')).toHaveText('1');
  await expect(count(dialog, 'changed')).toHaveText('3');
  await expect(count(dialog, 'unchanged')).toHaveText(String(rows.length - 4));
  await expect(count(dialog, 'refused')).toHaveText('0');
  await expect(dialog.locator('tbody tr')).toHaveCount(4);
  for (const [index, row] of changed.entries()) {
    const line = dialog.getByRole('row').filter({ hasText: row[COLUMN.code]! });
    await expect(line).toContainText(`Ürün Adı (EN): ${oldNames[index]} → E2E İçe Aktarılan ${index + 1}`);
  }
  await expect(dialog.getByRole('row').filter({ hasText: 'E2E-IMPORT-1' })).toContainText('Yeni ürün');
  await expectNoAxeViolations(page, { include: 'dialog' });

  await dialog.getByRole('button', { name: 'Uygula' }).click();
  await sawDialog(page, 'İçe aktarıldı');
  await expect(dialog).toBeHidden();
  // The list reloads: the new product on top.
  await expect(page.getByRole('row').filter({ hasText: 'E2E-IMPORT-1' })).toBeVisible();

  for (const [index, row] of changed.entries()) {
    await page.goto(`/product/${row[COLUMN.seoName]}`);
    await expect(page.getByRole('heading', { level: 1, name: `E2E İçe Aktarılan ${index + 1}` })).toBeVisible();
  }
  await page.goto('/product/e2e-import-1');
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Imported Spring' })).toBeVisible();
});

test('a file with one bad row is refused by row and field, and nothing of it is stored', async ({ page }) => {
  await signIn(page, '/admin/pages/air-springs');
  const { fields, rows } = await exportCsv(page);
  const good = rows[0]!;
  const storedName = good[COLUMN.nameEn]!;
  good[COLUMN.nameEn] = 'E2E Should Not Be Stored';
  const bad = rows[1]!;
  bad[COLUMN.category] = 'yok-boyle-kategori';
  const badRow = 3;

  const dialog = await checkFile(page, fields, rows);
  await expect(count(dialog, 'refused')).toHaveText('1');
  await expect(count(dialog, 'changed')).toHaveText('1');
  const refused = dialog.getByRole('row').filter({ hasText: bad[COLUMN.code]! });
  await expect(refused.getByRole('cell').first()).toHaveText(String(badRow));
  await expect(refused).toContainText('Kategori: Kategori bulunamadı');
  await expect(dialog.getByText('Hatalı satırlar düzeltilmeden uygulanamaz')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Uygula' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'İçe Aktarmayı Kapat' }).click();
  await page.goto(`/product/${good[COLUMN.seoName]}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(storedName);
});
