/** A large catalogue file, for the import's load test and `npm run bench:import` (no test runner needed). */
import Papa from 'papaparse';
import { transferColumns } from '../src/modules/products/transfer';

/**
 * A catalogue CSV of `rows` new products in the export's columns, as staff would send a large one: every text field
 * in every language, vehicle types, two OEM numbers and a spec; names carry `label` (a second file renames them).
 */
export function catalogueCsv(langs: readonly string[], category: string, rows: number, label: string): Buffer {
  const columns = transferColumns(langs);
  const data = Array.from({ length: rows }, (_, n) => {
    const row: Record<string, string> = {
      code: `BENCH-${String(n).padStart(5, '0')}`,
      category,
      is_active: '1',
      transporter_types: 'truck, dorse',
      oem_numbers: JSON.stringify([
        { manufacturer: 'MAN', number: `81.43601-${n}` },
        { manufacturer: 'Volvo', number: `20${n}` },
      ]),
      specs: JSON.stringify([
        { value: String(200 + (n % 100)), unit: 'mm', ...Object.fromEntries(langs.map((l) => [`label_${l}`, 'Height'])) },
      ]),
    };
    for (const lang of langs) {
      row[`name_${lang}`] = `${label} hava körüğü ${n} (${lang})`;
      row[`short_description_${lang}`] = `Kısa açıklama ${n}: şğüöçı`;
      row[`description_${lang}`] = `<p>Ürün <strong>${n}</strong> için açıklama.</p>`;
      row[`seo_title_${lang}`] = `${label} ${n}`;
    }
    return columns.map((c) => row[c] ?? '');
  });
  return Buffer.from(`\ufeff${Papa.unparse({ fields: columns, data })}`, 'utf8');
}
