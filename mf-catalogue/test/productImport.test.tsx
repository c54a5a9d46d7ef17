import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportReport, ImportRowReport } from '@vitrin/shared-libs/types/catalogue';
import { renderWithProviders } from '../../shared-libs/test/render';
import { ProductImportExport } from '../src/features/admin-products/components/ProductImportExport';
import { fakeApi, ok } from './fakeApi';

// jsdom has no modal dialogs: open and close toggle the attribute, as a browser's do.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  URL.createObjectURL ??= () => 'blob:report';
  URL.revokeObjectURL ??= () => undefined;
});

const changedRow = (n: number): ImportRowReport => ({
  row: n + 2,
  code: `AS-${n}`,
  status: 'changed',
  changes: [{ field: 'name_tr', old: 'Korük', new: 'Körük' }],
});

const REPORT: ImportReport = {
  counts: { new: 0, changed: 120, unchanged: 10, refused: 0 },
  rows: Array.from({ length: 50 }, (_, n) => changedRow(n)),
  listed: 120,
  file: { format: 'csv', encoding: 'Windows-1254', rows: 130 },
  report: '/api/admin/products/import-reports/7',
};

async function checkFile() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithProviders(<ProductImportExport section="air_springs" />, { path: '/admin/pages/air-springs' });
  await user.click(screen.getByRole('button', { name: 'İçe Aktar' }));
  const dialog = screen.getByRole('dialog', { name: 'Dosyadan İçe Aktar' });
  await user.upload(
    within(dialog).getByLabelText('Dosya (CSV ya da XLSX)'),
    new File(['code\nAS-1\n'], 'urunler.csv', { type: 'text/csv' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Kontrol Et' }));
  return { user, dialog };
}

it('the dry run says how the file was read and, of a long list, shows the first rows with the full report to download', async () => {
  const api = fakeApi({
    'POST /api/admin/products/import': () => ok(REPORT, 'Kontrol edildi'),
    'GET /api/admin/products/import-reports/7': () => ({ body: 'row,code\n' }),
  });
  const { user, dialog } = await checkFile();
  expect(await within(dialog).findByText('130 satır okundu: CSV, karakter kodlaması Windows-1254 (Türkçe)')).toBeVisible();
  expect(within(dialog).getByText('Dosya UTF-8 değil; Türkçe harflerin aşağıda doğru göründüğünü kontrol edin.')).toBeVisible();
  expect(within(dialog).getAllByRole('row')).toHaveLength(51);
  expect(
    within(dialog).getByText('İlk 50 satır gösteriliyor; değişen, yeni ya da hatalı 120 satırın tamamı raporda.'),
  ).toBeVisible();
  expect(api.calls[0]).toMatchObject({ params: { section: 'air_springs', dry_run: 1 } });

  await user.click(within(dialog).getByRole('button', { name: 'Raporun Tamamını İndir (CSV)' }));
  await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.url}`)).toContain('GET /api/admin/products/import-reports/7'));
  expect(within(dialog).getByRole('button', { name: 'Uygula' })).toBeEnabled();
});

it('a UTF-8 file of a few rows: no word on the encoding, no partial list, no report to fetch', async () => {
  fakeApi({
    'POST /api/admin/products/import': () =>
      ok({ ...REPORT, rows: [changedRow(1)], listed: 1, file: { format: 'xlsx', encoding: null, rows: 1 }, report: null }),
  });
  const { dialog } = await checkFile();
  expect(await within(dialog).findByText('1 satır okundu: XLSX')).toBeVisible();
  expect(within(dialog).queryByText(/UTF-8 değil/)).toBeNull();
  expect(within(dialog).queryByText(/satır gösteriliyor/)).toBeNull();
  expect(within(dialog).queryByRole('button', { name: 'Raporun Tamamını İndir (CSV)' })).toBeNull();
});

it('while another import runs on the catalogue, the dialog says so', async () => {
  fakeApi({
    'POST /api/admin/products/import': () => ({
      status: 409,
      body: { success: false, message: 'Bu katalogda başka bir içe aktarma sürüyor; o bittiğinde yeniden deneyin.', data: null },
    }),
  });
  const { dialog } = await checkFile();
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('İçe Aktarılamadı');
  expect(alert).toHaveTextContent('Bu katalogda başka bir içe aktarma sürüyor; o bittiğinde yeniden deneyin.');
});
