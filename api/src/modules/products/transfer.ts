/**
 * The catalogue file (docs/api.md, "Catalogue import and export"): one row a product, its columns derived from
 * the product-field registry and the site's languages. Products as the database holds them and as a file row
 * carries them both become the same cells (`cellsOf`), so an export imported again changes nothing and a change
 * is a cell that differs. CSV through Papa Parse, XLSX through exceljs (docs/decisions.md).
 */
import Papa from 'papaparse';
import { PRODUCT_TEXT_FIELDS, transferColumnTitle, type ProductTextField } from '@vitrin/shared-libs/registry/productFields';
import { TRANSPORTER_TYPES, type Section, type TransporterType } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { siteTimeZone, zonedWindow } from '../../lib/schedule';
import { slices } from './service';
import { isSpecKey } from '@vitrin/shared-libs/registry/specKeys';
import type { ProductSpecInput } from './input';

export type TransferFormat = 'csv' | 'xlsx';
export const TRANSFER_FORMATS: readonly TransferFormat[] = ['csv', 'xlsx'];

/** A row's cells by column name, every value a string ('' for none). */
export type Cells = Record<string, string>;

/** The columns of a file: the product's own fields, its texts per language, its lists and its pictures. */
export function transferColumns(langs: readonly string[]): string[] {
  return [
    'code',
    'seo_name',
    'category',
    'sub_category',
    'is_active',
    'queue',
    'publish_at',
    'unpublish_at',
    ...PRODUCT_TEXT_FIELDS.flatMap((field) => langs.map((lang) => `${field}_${lang}`)),
    'transporter_types',
    'oem_numbers',
    'specs',
    'pictures',
  ];
}

/** Columns whose blank cell keeps what is stored (a new product gets the default: its code's slug, active, on top, no pictures). */
export const KEPT_WHEN_BLANK: ReadonlySet<string> = new Set(['seo_name', 'is_active', 'queue', 'pictures']);

/** A product as the file and the comparison see it. */
export interface ProductView {
  code: string;
  seo_name: string;
  category: string;
  sub_category: string | null;
  is_active: boolean;
  queue: number | null;
  /** The publishing window in the site's time zone, as the edit form shows it ("2026-12-01T09:00"); null: none. */
  publish_at: string | null;
  unpublish_at: string | null;
  texts: Record<string, Record<ProductTextField, string | null>>;
  transporter_types: readonly string[];
  oem_numbers: readonly { manufacturer: string; number: string }[];
  specs: readonly ProductSpecInput[];
  /** Stored paths of the image gallery's files, in gallery order. */
  pictures: readonly string[];
}

const typeOrder = (type: string) => TRANSPORTER_TYPES.indexOf(type as TransporterType);

/** A product's cells: lists in a fixed form (vehicle types in registry order, OEM rows and specs as JSON). */
export function cellsOf(view: ProductView, langs: readonly string[]): Cells {
  const cells: Cells = {
    code: view.code,
    seo_name: view.seo_name,
    category: view.category,
    sub_category: view.sub_category ?? '',
    is_active: view.is_active ? '1' : '0',
    queue: view.queue === null ? '' : String(view.queue),
    publish_at: view.publish_at ?? '',
    unpublish_at: view.unpublish_at ?? '',
  };
  for (const field of PRODUCT_TEXT_FIELDS) {
    for (const lang of langs) cells[`${field}_${lang}`] = view.texts[lang]?.[field] ?? '';
  }
  cells.transporter_types = [...new Set(view.transporter_types)].sort((a, b) => typeOrder(a) - typeOrder(b)).join(', ');
  cells.oem_numbers =
    view.oem_numbers.length === 0
      ? ''
      : JSON.stringify(view.oem_numbers.map(({ manufacturer, number }) => ({ manufacturer, number })));
  cells.specs =
    view.specs.length === 0
      ? ''
      : JSON.stringify(
          view.specs.map((spec) => ({
            // Only a keyed row names its key, so a file of free rows reads as before.
            ...(spec.key ? { key: spec.key } : {}),
            value: spec.value,
            unit: spec.unit,
            ...Object.fromEntries(langs.map((lang) => [`label_${lang}`, spec.labels[lang] ?? null])),
          })),
        );
  cells.pictures = view.pictures.join(', ');
  return cells;
}

/** A stored product with its id, as the import compares against it. */
export interface StoredProduct {
  id: number;
  view: ProductView;
}

/**
 * The given products (or every product of `section`) as views, in the order of `ids` (else by code): a few
 * queries per 500 products, never one per product.
 */
export async function loadProducts(
  db: Db,
  langs: readonly string[],
  which: { ids: readonly number[] } | { section: Section },
): Promise<StoredProduct[]> {
  let base = db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('sub_categories', 'sub_categories.id', 'products.sub_category_id')
    .select([
      'products.id',
      'products.code',
      'products.seo_name',
      'products.is_active',
      'products.queue',
      'products.publish_at',
      'products.unpublish_at',
      'categories.seo_name as category',
      'sub_categories.seo_name as sub_category',
    ]);
  base = 'ids' in which ? base : base.where('products.section', '=', which.section).orderBy('products.id');
  const rows: Awaited<ReturnType<typeof base.execute>> = [];
  if ('ids' in which) {
    for (const part of slices(which.ids)) rows.push(...(await base.where('products.id', 'in', part).execute()));
    const position = new Map(which.ids.map((id, index) => [id, index]));
    rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  } else {
    rows.push(...(await base.execute()));
  }
  const zone = await siteTimeZone(db);
  const views = new Map<number, ProductView>();
  for (const row of rows) {
    views.set(row.id, {
      code: row.code,
      seo_name: row.seo_name,
      category: row.category,
      sub_category: row.sub_category,
      is_active: row.is_active === 1,
      queue: row.queue,
      ...zonedWindow(row, zone),
      texts: Object.fromEntries(
        langs.map((lang) => [lang, Object.fromEntries(PRODUCT_TEXT_FIELDS.map((f) => [f, null]))]),
      ) as ProductView['texts'],
      transporter_types: [],
      oem_numbers: [],
      specs: [],
      pictures: [],
    });
  }
  const view = (id: number) => views.get(id)!;
  for (const part of slices(rows.map((r) => r.id))) {
    const [texts, types, oems, specs, pictures] = await Promise.all([
      db.selectFrom('product_translations').selectAll().where('product_id', 'in', part).execute(),
      db.selectFrom('product_transporter_types').selectAll().where('product_id', 'in', part).execute(),
      db
        .selectFrom('product_oem_numbers')
        .select(['product_id', 'manufacturer', 'number'])
        .where('product_id', 'in', part)
        .orderBy('product_id')
        .orderBy('queue', 'desc')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('product_specs')
        .select(['id', 'product_id', 'spec_key', 'value', 'unit'])
        .where('product_id', 'in', part)
        .orderBy('product_id')
        .orderBy('queue', 'desc')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('product_files')
        .innerJoin('files', 'files.id', 'product_files.file_id')
        .select(['product_files.product_id', 'files.path'])
        .where('product_files.product_id', 'in', part)
        .where('product_files.gallery_type', '=', 'image')
        .orderBy('product_files.product_id')
        .orderBy('product_files.queue', 'desc')
        .orderBy('product_files.id')
        .execute(),
    ]);
    for (const t of texts) {
      const target = view(t.product_id).texts[t.lang];
      if (target) for (const field of PRODUCT_TEXT_FIELDS) target[field] = t[field];
    }
    for (const t of types) view(t.product_id).transporter_types = [...view(t.product_id).transporter_types, t.transporter_type];
    for (const o of oems) (view(o.product_id).oem_numbers as ProductView['oem_numbers'][number][]).push(o);
    for (const p of pictures) (view(p.product_id).pictures as string[]).push(p.path);
    const labels = new Map<number, Record<string, string | null>>();
    for (const labelPart of slices(specs.map((s) => s.id))) {
      const rowsOfLabels = await db
        .selectFrom('product_spec_translations')
        .select(['product_spec_id', 'lang', 'label'])
        .where('product_spec_id', 'in', labelPart)
        .execute();
      for (const l of rowsOfLabels) labels.set(l.product_spec_id, { ...labels.get(l.product_spec_id), [l.lang]: l.label });
    }
    for (const s of specs) {
      (view(s.product_id).specs as ProductView['specs'][number][]).push({
        key: isSpecKey(s.spec_key) ? s.spec_key : null,
        value: s.value,
        unit: s.unit,
        labels: Object.fromEntries(langs.map((lang) => [lang, labels.get(s.id)?.[lang] ?? null])),
      });
    }
  }
  return rows.map((r) => ({ id: r.id, view: view(r.id) }));
}

/**
 * What a spreadsheet starts a formula with, at a cell's start or a line's start after a line break (docs/api.md,
 * "Catalogue import and export"), and the `'` that escapes them, itself escaped so the escape can be undone exactly.
 */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', "'"]);
const MAY_NEED_ESCAPE = /[=+\-@\t\r']/;

/** A CSV cell no spreadsheet reads as a formula: each line that could start one goes out behind a `'`. */
export function escapeFormulae(cell: string): string {
  if (!MAY_NEED_ESCAPE.test(cell)) return cell;
  let escaped = '';
  let lineStart = true;
  for (const char of cell) {
    if (lineStart && FORMULA_STARTS.has(char)) escaped += "'";
    escaped += char;
    lineStart = char === '\n' || char === '\r';
  }
  return escaped;
}

/** The cell as it was before `escapeFormulae` (an import of an exported file sees what was stored). */
export function unescapeFormulae(cell: string): string {
  if (!cell.includes("'")) return cell;
  let text = '';
  let lineStart = true;
  for (let i = 0; i < cell.length; i += 1) {
    const char = cell[i]!;
    if (lineStart && char === "'" && FORMULA_STARTS.has(cell[i + 1] ?? '')) {
      lineStart = false;
      continue;
    }
    text += char;
    lineStart = char === '\n' || char === '\r';
  }
  return text;
}

/**
 * The file's bytes: CSV in UTF-8 with a BOM (so Excel reads Turkish letters right), or an XLSX workbook; the header
 * row names the columns in Turkish (`transferColumnTitle`), which the import reads back.
 */
export async function writeTransferFile(
  format: TransferFormat,
  columns: readonly string[],
  rows: readonly Cells[],
  sheetName: string,
): Promise<Buffer> {
  const data = rows.map((cells) => columns.map((column) => cells[column] ?? ''));
  if (format === 'csv') {
    const escaped = data.map((values) => values.map(escapeFormulae));
    const fields = columns.map(transferColumnTitle);
    return Buffer.from(`\ufeff${Papa.unparse({ fields, data: escaped }, { newline: '\r\n' })}`, 'utf8');
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(columns.map(transferColumnTitle)).font = { bold: true };
  sheet.addRows(data);
  // Every cell is a string cell, never a formula; formatted as text, so a cell edited in the spreadsheet stays text.
  for (let column = 1; column <= columns.length; column += 1) sheet.getColumn(column).numFmt = '@';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
