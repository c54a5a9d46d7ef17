/**
 * The catalogue import (docs/api.md, "Catalogue import and export"; docs/decisions.md, "Catalogue import: all or
 * nothing"): each row of a file creates or updates the section's product of its `code`. Every row goes through the
 * product form's rules (readProductInput) and the references a save checks; the plan says, row by row, what is new,
 * what changes (old → new), what stays and what is refused. Applying writes the whole plan in one transaction, and
 * only when nothing is refused.
 */
import { number } from 'yup';
import { PRODUCT_TEXT_FIELDS, productTextField, transferColumnTitle } from '@vitrin/shared-libs/registry/productFields';
import type { Section } from '@vitrin/shared-libs/types/api';
import type { ImportFileInfo, ImportReport, ImportRowReport, ImportRowStatus } from '@vitrin/shared-libs/types/catalogue';
import { NUMERIC } from '@vitrin/shared-libs/validation/messages';
import type { Db } from '../../db/connection';
import { httpError, ValidationFailed } from '../../lib/http';
import { nextQueue } from '../../lib/queue';
import { readSchedule, siteTimeZone, type Window, zonedWindow } from '../../lib/schedule';
import { nowIso } from '../../lib/time';
import { readProductInput, type ProductInput } from './input';
import { bumpCatalogueVersion } from './list-cache';
import { clearProductChildren, newProductToken, productRowOf, seoNameOf, slices, writeProductChildren } from './service';
import {
  type Cells,
  cellsOf,
  KEPT_WHEN_BLANK,
  loadProducts,
  type ProductView,
  transferColumns,
  writeTransferFile,
} from './transfer';
import type { ReadFile } from './import-file';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { type AuditWho, auditRow } from '../../lib/audit/rows';

/** A row that will be written. */
interface PlannedWrite {
  row: number;
  /** The stored product it updates (none: a new product). */
  id?: number;
  input: ProductInput;
  seoName: string;
  queue: number | null;
  /** The publishing window, as ISO UTC instants (lib/schedule.ts). */
  schedule: Window;
  /** Stored file ids of the image gallery, in order (none: the gallery stays as it is). */
  pictures?: number[];
  /** The product's cells before (none: a new product) and after, for its audit record. */
  before: Cells | null;
  after: Cells;
}

export interface ImportPlan {
  counts: ImportReport['counts'];
  /** Every row that is new, changes or is refused, in file order, each change and refusal in full. */
  rows: ImportRowReport[];
  writes: PlannedWrite[];
  file: ImportFileInfo;
}

/** Rows an answer lists (the full report has them all), and the longest value it shows of a change. */
export const ANSWER_ROWS = 50;
export const ANSWER_VALUE_CHARS = 120;

export const IMPORT_MESSAGES = {
  categoryUnknown: 'Kategori bulunamadı',
  subCategoryUnknown: 'Alt kategori bu kategoriye ait değil',
  seoTaken: 'Bu SEO adı başka bir üründe kullanılıyor',
  duplicateCode: 'Bu kod dosyada birden fazla satırda var',
  ambiguousCode: 'Bu kodla bölümde birden fazla ürün var',
  pictureUnknown: (path: string) => `Yüklenmiş bir görsel değil: ${path}`,
  refused: 'Dosyada hatalı satırlar var; hiçbir değişiklik yapılmadı.',
  busy: 'Bu katalogda başka bir içe aktarma sürüyor; o bittiğinde yeniden deneyin.',
  changedMeanwhile:
    'Dosya kontrol edilirken katalog değişti (aynı kodla ya da SEO adıyla bir ürün eklendi); dosyayı yeniden kontrol edin.',
} as const;

const queueRule = number().typeError(NUMERIC).integer(NUMERIC).min(0, NUMERIC).max(2_147_483_647, NUMERIC);

/** A rule's field (`oem_numbers[0].number`, `category_id`) as the file's column. */
function columnOf(field: string): string {
  const base = field.split(/[.[]/)[0]!;
  return base === 'category_id' ? 'category' : base === 'sub_category_id' ? 'sub_category' : base;
}

/** The request body readProductInput reads, from a row's cells (references already resolved to ids). */
function bodyOf(cells: Cells, section: Section, categoryId: number | '', subCategoryId: number | ''): Record<string, unknown> {
  const body: Record<string, unknown> = {
    section,
    category_id: categoryId === '' ? '' : String(categoryId),
    sub_category_id: subCategoryId === '' ? '' : String(subCategoryId),
    code: cells.code,
    seo_name: cells.seo_name,
    // Blank: the form's default (active).
    is_active: cells.is_active?.trim() === '' ? undefined : cells.is_active,
    transporter_types: cells.transporter_types,
    oem_numbers: cells.oem_numbers,
    specs: cells.specs,
  };
  for (const [column, value] of Object.entries(cells)) {
    if (PRODUCT_TEXT_FIELDS.some((field) => column.startsWith(`${field}_`))) body[column] = value;
  }
  return body;
}

const EMPTY_COUNTS = (): Record<ImportRowStatus, number> => ({ new: 0, changed: 0, unchanged: 0, refused: 0 });

/**
 * Plans an import of `file` into `section`: reads what is stored once (the section's products by code, its
 * categories, the seo names in use, the named pictures), then checks and compares each row.
 */
export async function planImport(
  db: Db,
  section: Section,
  file: ReadFile,
  langs: readonly string[],
  defaultLang: string,
  sanitize: (html: string | null) => string | null,
): Promise<ImportPlan> {
  const columns = transferColumns(langs);
  const present = new Set(file.columns.filter((c) => columns.includes(c)));
  const [stored, categories, subCategories, seoNames, files, zone] = await Promise.all([
    loadProducts(db, langs, { section }),
    db.selectFrom('categories').select(['id', 'seo_name']).where('section', '=', section).execute(),
    db
      .selectFrom('sub_categories')
      .innerJoin('categories', 'categories.id', 'sub_categories.category_id')
      .select(['sub_categories.id', 'sub_categories.seo_name', 'sub_categories.category_id'])
      .where('categories.section', '=', section)
      .execute(),
    db.selectFrom('products').select(['id', 'seo_name']).execute(),
    namedPictures(db, file),
    siteTimeZone(db),
  ]);
  const byCode = new Map<string, (typeof stored)[number][]>();
  for (const product of stored) byCode.set(product.view.code, [...(byCode.get(product.view.code) ?? []), product]);
  const categoryId = new Map(categories.map((c) => [c.seo_name, c.id]));
  const subCategoryId = new Map(subCategories.map((s) => [`${s.category_id}:${s.seo_name}`, s.id]));
  const seoOwner = new Map(seoNames.map((p) => [p.seo_name, p.id]));
  const codeRows = new Map<string, number>();
  for (const { cells } of file.rows) {
    const code = (cells.code ?? '').trim();
    codeRows.set(code, (codeRows.get(code) ?? 0) + 1);
  }
  const seoInFile = new Map<string, number>();

  const report = { counts: EMPTY_COUNTS(), rows: [] as ImportRowReport[] };
  const writes: PlannedWrite[] = [];
  for (const { row, cells: sent } of file.rows) {
    const code = (sent.code ?? '').trim();
    const matches = byCode.get(code) ?? [];
    const existing = matches.length === 1 ? matches[0] : undefined;
    const before = existing ? cellsOf(existing.view, langs) : undefined;
    // What the row makes of the product: the stored cells (none for a new one), then the file's columns over them.
    const cells: Cells = { ...(before ?? Object.fromEntries(columns.map((c) => [c, '']))) };
    for (const column of present) {
      const value = sent[column] ?? '';
      if (value.trim() === '' && KEPT_WHEN_BLANK.has(column)) continue;
      cells[column] = value;
    }
    if (!existing) cells.queue = present.has('queue') ? (sent.queue ?? '') : '';

    const errors: Record<string, string> = {};
    if (matches.length > 1) errors.code = IMPORT_MESSAGES.ambiguousCode;
    if (code !== '' && (codeRows.get(code) ?? 0) > 1) errors.code = IMPORT_MESSAGES.duplicateCode;
    const category = cells.category!.trim() === '' ? '' : categoryId.get(cells.category!.trim());
    if (category === undefined) errors.category = IMPORT_MESSAGES.categoryUnknown;
    const subName = cells.sub_category!.trim();
    const sub = subName === '' || !category ? '' : subCategoryId.get(`${category}:${subName}`);
    if (sub === undefined) errors.sub_category = IMPORT_MESSAGES.subCategoryUnknown;
    let queue: number | null = null;
    if (cells.queue!.trim() !== '') {
      try {
        queue = queueRule.validateSync(cells.queue!.trim()) ?? null;
      } catch {
        errors.queue = NUMERIC;
      }
    }
    let schedule: Window = { publish_at: null, unpublish_at: null };
    try {
      schedule = readSchedule(
        { publish_at: dateTimeCell(cells.publish_at), unpublish_at: dateTimeCell(cells.unpublish_at) },
        zone,
      );
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      Object.assign(errors, error.errors);
    }
    let pictures: number[] | undefined;
    if (present.has('pictures') && (sent.pictures ?? '').trim() !== '') {
      const paths = splitPictures(sent.pictures!);
      const unknown = paths.find((path) => !files.has(path));
      if (unknown !== undefined) errors.pictures = IMPORT_MESSAGES.pictureUnknown(unknown);
      else pictures = paths.map((path) => files.get(path)!);
    }

    let input: ProductInput | undefined;
    try {
      input = await readProductInput(bodyOf(cells, section, category ?? '', sub ?? ''), langs, defaultLang);
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      for (const [field, message] of Object.entries(error.errors)) errors[columnOf(field)] ??= message;
    }
    let seoName = '';
    if (input) {
      seoName = seoNameOf(input);
      const owner = seoOwner.get(seoName);
      const fileRow = seoInFile.get(seoName);
      if ((owner !== undefined && owner !== existing?.id) || fileRow !== undefined) errors.seo_name = IMPORT_MESSAGES.seoTaken;
      seoInFile.set(seoName, row);
    }

    if (!input || Object.keys(errors).length > 0) {
      report.counts.refused += 1;
      report.rows.push({
        row,
        code,
        status: 'refused',
        errors: Object.entries(errors).map(([field, message]) => ({ field, message })),
      });
      continue;
    }
    // The rich-text fields as they would be stored (cleaned), so the comparison sees what a save keeps; a text
    // equal to the stored one was cleaned when it was stored.
    for (const [lang, texts] of Object.entries(input.texts)) {
      for (const field of PRODUCT_TEXT_FIELDS) {
        if (productTextField(field).input !== 'richText' || texts[field] === existing?.view.texts[lang]?.[field]) continue;
        texts[field] = sanitize(texts[field]);
      }
    }
    const after = cellsOf(viewOf(input, seoName, cells, queue, schedule, zone), langs);
    if (!existing) {
      report.counts.new += 1;
      report.rows.push({ row, code: input.code, status: 'new' });
      writes.push({ row, input, seoName, queue, schedule, ...(pictures ? { pictures } : {}), before: null, after });
      continue;
    }
    const changes = columns
      .filter((column) => after[column] !== before![column])
      .map((field) => ({ field, old: before![field]!, new: after[field]! }));
    if (changes.length === 0) {
      report.counts.unchanged += 1;
      continue;
    }
    report.counts.changed += 1;
    report.rows.push({ row, code: input.code, status: 'changed', changes });
    const picturesChanged = changes.some((change) => change.field === 'pictures');
    writes.push({
      row,
      id: existing.id,
      input,
      seoName,
      queue,
      schedule,
      ...(pictures && picturesChanged ? { pictures } : {}),
      before: before!,
      after,
    });
  }
  return { ...report, writes, file: file.info };
}

const shortened = (text: string) => (text.length > ANSWER_VALUE_CHARS ? `${text.slice(0, ANSWER_VALUE_CHARS - 1)}…` : text);

/** The answer of a plan: its counts, its file, the first ANSWER_ROWS listed rows (long values shortened). */
export function answerOf(plan: ImportPlan, report: string | null): ImportReport {
  return {
    counts: plan.counts,
    rows: plan.rows
      .slice(0, ANSWER_ROWS)
      .map((row) =>
        row.changes
          ? { ...row, changes: row.changes.map((c) => ({ field: c.field, old: shortened(c.old), new: shortened(c.new) })) }
          : row,
      ),
    listed: plan.rows.length,
    file: plan.file,
    report,
  };
}

export const REPORT_COLUMNS = ['row', 'code', 'status', 'field', 'old', 'new', 'message'] as const;

/** The full report of a plan as a CSV (the export's escaping): one line per change, per refusal, per new product. */
export async function reportCsv(plan: ImportPlan): Promise<string> {
  const lines: Cells[] = [];
  for (const row of plan.rows) {
    const base = { row: String(row.row), code: row.code, status: row.status };
    if (row.status === 'new') lines.push(base);
    for (const change of row.changes ?? [])
      lines.push({ ...base, field: transferColumnTitle(change.field), old: change.old, new: change.new });
    for (const error of row.errors ?? [])
      lines.push({ ...base, field: transferColumnTitle(error.field), message: error.message });
  }
  return (await writeTransferFile('csv', REPORT_COLUMNS, lines, 'rapor')).toString('utf8');
}

/**
 * A date-time cell as the schedule reads it: a spreadsheet's "2026-12-01 09:00" (a space where the form puts a T)
 * as well as the exported "2026-12-01T09:00" or an instant with its zone.
 */
const dateTimeCell = (cell: string | undefined): string => (cell ?? '').trim().replace(/^(\d{4}-\d{2}-\d{2}) +(?=\d)/, '$1T');

/** The product a checked row makes, as the comparison sees it. */
function viewOf(
  input: ProductInput,
  seoName: string,
  cells: Cells,
  queue: number | null,
  schedule: Window,
  zone: string,
): ProductView {
  return {
    code: input.code,
    seo_name: seoName,
    category: cells.category!.trim(),
    sub_category: cells.sub_category!.trim() || null,
    is_active: input.is_active,
    queue,
    ...zonedWindow(schedule, zone),
    texts: input.texts,
    transporter_types: input.transporter_types,
    oem_numbers: input.oem_numbers,
    specs: input.specs,
    pictures: splitPictures(cells.pictures ?? ''),
  };
}

const splitPictures = (text: string): string[] =>
  text
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);

/** The stored image files the file's pictures column names: path → file id. */
async function namedPictures(db: Db, file: ReadFile): Promise<Map<string, number>> {
  const paths = [...new Set(file.rows.flatMap(({ cells }) => splitPictures(cells.pictures ?? '')))];
  const found = new Map<string, number>();
  for (const part of slices(paths)) {
    const rows = await db
      .selectFrom('files')
      .select(['id', 'path'])
      .where('kind', '=', 'image')
      .where('path', 'in', part)
      .execute();
    for (const r of rows) found.set(r.path, r.id);
  }
  return found;
}

/**
 * The 422 of a file with refused rows: the first ANSWER_ROWS refused rows' first field, keyed `<row>.<field>` (the
 * full report has them all); the message names the first.
 */
export function refusedError(plan: Pick<ImportPlan, 'rows'>): ValidationFailed {
  const refused = plan.rows.filter((r) => r.status === 'refused').slice(0, ANSWER_ROWS);
  const errors = Object.fromEntries(refused.map((r) => [`${r.row}.${r.errors![0]!.field}`, r.errors![0]!.message] as const));
  const first = refused[0]!;
  const firstError = first.errors![0]!;
  return new ValidationFailed(
    errors,
    `${IMPORT_MESSAGES.refused} Satır ${first.row}, ${firstError.field}: ${firstError.message}`,
  );
}

/** How an import is applied: the file's name, who applies it (for the audit log), the catalogue's lease. */
export interface ApplyOptions {
  fileName: string;
  /** Who applies it; none: no audit record (the benchmark). */
  who?: AuditWho;
  /** Renews this import's hold on its catalogue inside the transaction (import-lock.ts). */
  lease?: (tx: Transaction<Database>) => Promise<void>;
}

/** Whether a database error is a unique index refusing a row (a code or SEO name written meanwhile). */
const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/**
 * Writes a plan with no refused row in one transaction: new products in multi-row inserts, changed products
 * updated and their texts, vehicle types, OEM rows and specs rewritten, named pictures set as the image gallery,
 * an audit record per product and one for the file; the catalogue version raised once (list caches; the page cache
 * follows every admin write). The plan was made outside the transaction: a code or SEO name it creates that was
 * taken meanwhile refuses the whole file (409). Nothing is written when anything fails.
 */
export async function applyImport(db: Db, section: Section, plan: ImportPlan, options: ApplyOptions): Promise<void> {
  if (plan.counts.refused > 0) throw refusedError(plan);
  try {
    await db.transaction().execute(async (tx) => {
      await options.lease?.(tx);
      await checkStillFree(tx, section, plan.writes);
      const now = nowIso();
      const created: { productId: number; write: PlannedWrite }[] = [];
      const fresh = plan.writes.filter((w) => w.id === undefined);
      // New products without a weight go on top, the file's first row highest.
      let top = (await nextQueue(tx, 'products', { section })) + fresh.filter((w) => w.queue === null).length;
      for (const part of slices(fresh)) {
        const inserted = await tx
          .insertInto('products')
          .values(
            part.map((w) => ({
              ...productRowOf(w.input, w.seoName, now),
              ...w.schedule,
              token: newProductToken(),
              queue: w.queue ?? (top -= 1),
              created_at: now,
            })),
          )
          .returning(['id', 'seo_name'])
          .execute();
        const bySeo = new Map(inserted.map((r) => [r.seo_name, r.id]));
        for (const w of part) created.push({ productId: bySeo.get(w.seoName)!, write: w });
      }
      const updated = plan.writes.filter((w) => w.id !== undefined).map((write) => ({ productId: write.id!, write }));
      for (const { productId, write } of updated) {
        await tx
          .updateTable('products')
          .set({
            ...productRowOf(write.input, write.seoName, now),
            ...write.schedule,
            ...(write.queue === null ? {} : { queue: write.queue }),
          })
          .where('id', '=', productId)
          .execute();
      }
      await clearProductChildren(
        tx,
        updated.map((u) => u.productId),
      );
      // The rich-text fields were cleaned when planned.
      await writeProductChildren(
        tx,
        [...created, ...updated].map(({ productId, write }) => ({ productId, input: write.input })),
        (html) => html,
      );
      for (const { productId, write } of [...created, ...updated]) {
        if (write.pictures) await setImageGallery(tx, productId, write.pictures);
      }
      await bumpCatalogueVersion(tx);
      if (options.who) await recordImport(tx, options.who, section, options.fileName, plan, [...created, ...updated]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(409, IMPORT_MESSAGES.changedMeanwhile);
    throw error;
  }
}

/** Refuses the file (409) when a code it creates, or a SEO name it writes, belongs to another product by now. */
async function checkStillFree(tx: Transaction<Database>, section: Section, writes: readonly PlannedWrite[]): Promise<void> {
  const fresh = writes.filter((w) => w.id === undefined).map((w) => w.input.code);
  for (const part of slices(fresh)) {
    const taken = await tx
      .selectFrom('products')
      .select('id')
      .where('section', '=', section)
      .where('code', 'in', part)
      .executeTakeFirst();
    if (taken) throw httpError(409, IMPORT_MESSAGES.changedMeanwhile);
  }
  const owner = new Map(writes.map((w) => [w.seoName, w.id ?? null]));
  for (const part of slices([...owner.keys()])) {
    const rows = await tx.selectFrom('products').select(['id', 'seo_name']).where('seo_name', 'in', part).execute();
    if (rows.some((r) => owner.get(r.seo_name) !== r.id)) throw httpError(409, IMPORT_MESSAGES.changedMeanwhile);
  }
}

/**
 * The audit records of an applied import (docs/api.md, "Audit log"), in its transaction: one per product created or
 * changed (entity `product`, its id, each changed column of the file before → after; a new product's filled
 * columns), and one for the file (its name, the section, the counts).
 */
async function recordImport(
  tx: Transaction<Database>,
  who: AuditWho,
  section: Section,
  fileName: string,
  plan: ImportPlan,
  written: readonly { productId: number; write: PlannedWrite }[],
): Promise<void> {
  const filled = (cells: Cells) => Object.fromEntries(Object.entries(cells).filter(([, value]) => value !== ''));
  const rows = written.map(({ productId, write }) =>
    auditRow(who, {
      action: 'import',
      entity: 'product',
      entityId: productId,
      before: write.before,
      after: write.before ? write.after : filled(write.after),
    }),
  );
  rows.push(
    auditRow(who, {
      action: 'import',
      entity: 'product',
      entityId: null,
      after: {
        file: fileName,
        section,
        created: plan.counts.new,
        changed: plan.counts.changed,
        unchanged: plan.counts.unchanged,
      },
    }),
  );
  for (const part of slices(rows)) await tx.insertInto('audit_log').values(part).execute();
}

/** Makes `fileIds` a product's image gallery in that order: files not named leave it (they stay stored), new ones join. */
async function setImageGallery(tx: Transaction<Database>, productId: number, fileIds: readonly number[]): Promise<void> {
  const current = await tx
    .selectFrom('product_files')
    .select(['id', 'file_id'])
    .where('product_id', '=', productId)
    .where('gallery_type', '=', 'image')
    .execute();
  const gone = current.filter((c) => !fileIds.includes(c.file_id)).map((c) => c.id);
  if (gone.length > 0) await tx.deleteFrom('product_files').where('id', 'in', gone).execute();
  for (const [index, fileId] of fileIds.entries()) {
    const queue = fileIds.length - index;
    const kept = current.find((c) => c.file_id === fileId);
    if (kept) await tx.updateTable('product_files').set({ queue }).where('id', '=', kept.id).execute();
    else
      await tx
        .insertInto('product_files')
        .values({ product_id: productId, file_id: fileId, gallery_type: 'image', queue })
        .execute();
  }
}
