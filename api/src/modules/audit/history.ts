/**
 * A record's history (docs/architecture.md "The audit log", docs/decisions.md "History and restore"): its
 * versions are its audit entries, and a version's whole state is rebuilt from the record as it is now by undoing
 * the newer entries, newest first (each field := its `before`). A delete entry holds every field's `before`, so a
 * deleted record's last state is known too. Restoring writes a rebuilt state back through one writer per shape
 * (row columns, per-language rows, lists, key/value rows) inside audited(): the restore is itself a version.
 * Redacted fields are never written back.
 */
import { NOT_FOUND } from '@vitrin/shared-libs/validation/messages';
import type { FastifyRequest } from 'fastify';
import type { AuditChange } from '@vitrin/shared-libs/types/audit';
import {
  type HistoryAnswer,
  type HistoryEntity,
  type HistoryVersion,
  SITE_WIDE_HISTORY_ID,
} from '@vitrin/shared-libs/registry/historyEntities';
import { PRODUCT_TEXT_FIELDS, type ProductTextField } from '@vitrin/shared-libs/registry/productFields';
import type { SpecKey } from '@vitrin/shared-libs/registry/specKeys';
import type { Section, TransporterType } from '@vitrin/shared-libs/types/api';

import type { Db } from '../../db/connection';
import type { AuditLogRow } from '../../db/tables/audit-log';
import { foldCode } from '../../lib/fold';
import { httpError } from '../../lib/http';
import { nowIso } from '../../lib/time';
import { untyped } from '../../lib/untyped';
import { sanitizeHtml } from '../../lib/sanitize';
import { SUPER_ADMIN } from '../auth/roles';
import { featuredSnapshot, writeFeatured } from '../home/admin-repo';
import { listLanguages } from '../../lib/languages';
import { SCRIPT_KEYS } from '../site-settings/service';
import type { ProductInput } from '../products/input';
import { bumpCatalogueVersion } from '../products/list-cache';
import { newProductToken, saveProduct } from '../products/service';
import { audited } from '../../lib/audit/record';
import { diffFields, REDACTED } from '../../lib/audit/rows';
import { keyValueSnapshot, ROW_SHAPES, type RowShape, rowSnapshot, type Snapshot } from '../../lib/audit/snapshots';

type State = Record<string, unknown>;

/**
 * A part of the site with one history for the whole site (audit entries without an id, addressed as
 * SITE_WIDE_HISTORY_ID): the site settings' key/value rows, the home page's featured categories.
 */
interface SiteWideHistory {
  kind: 'siteWide';
  snapshot: Snapshot;
  /** Writes the fields `fields` of the wanted state back. */
  write: (db: Db, wanted: State, fields: readonly string[]) => Promise<void>;
  /** Fields only Süper Yönetici may change (the site's scripts): a restore by another role may not change them. */
  guarded?: readonly string[];
}
interface RowHistory {
  kind: 'row';
  shape: RowShape;
  /** Only these fields are ever written back (a user: role and active state, never a password). */
  fields?: readonly string[];
  /** Column groups that are a public address: a deleted record comes back only while its own are free. */
  addresses?: readonly (readonly string[])[];
  /** Columns naming a stored file: a file removed since is not pointed at again. */
  files?: readonly string[];
  /** A catalogue record: the product lists' cache follows a restore (products/list-cache.ts). */
  catalogue?: boolean;
  /** Writes the record with the entity's own service (derived columns, caches) instead of the generic writer. */
  write?: (db: Db, id: number, target: State, exists: boolean) => Promise<void>;
}
type EntityHistory = SiteWideHistory | RowHistory;

const HISTORIES: Record<HistoryEntity, EntityHistory> = {
  product: { kind: 'row', shape: ROW_SHAPES.product, addresses: [['seo_name']], write: writeProduct },
  category: { kind: 'row', shape: ROW_SHAPES.category, addresses: [['seo_name']], files: ['image_id'], catalogue: true },
  sub_category: {
    kind: 'row',
    shape: ROW_SHAPES.sub_category,
    addresses: [['seo_name']],
    catalogue: true,
  },
  page: { kind: 'row', shape: ROW_SHAPES.page, files: ['image_id'] },
  page_meta: { kind: 'row', shape: ROW_SHAPES.page_meta },
  contract: { kind: 'row', shape: ROW_SHAPES.contract, addresses: [['seo_name'], ['seo_name_tr']] },
  home_slide: { kind: 'row', shape: ROW_SHAPES.home_slide, files: ['image_id'] },
  home_icon: { kind: 'row', shape: ROW_SHAPES.home_icon, files: ['file_id'] },
  media_item: { kind: 'row', shape: ROW_SHAPES.media_item, addresses: [['kind', 'seo_name']], files: ['cover_id'] },
  site_settings: {
    kind: 'siteWide',
    snapshot: keyValueSnapshot('site_settings'),
    write: (db, wanted, fields) => writeKeyValues(db, 'site_settings', wanted, fields),
    guarded: SCRIPT_KEYS,
  },
  home: { kind: 'siteWide', snapshot: featuredSnapshot, write: writeFeatured },
  user: { kind: 'row', shape: ROW_SHAPES.user, fields: ['role_group', 'is_active'] },
  breadcrumb: { kind: 'row', shape: ROW_SHAPES.breadcrumb, files: ['image_id'] },
  certificate: { kind: 'row', shape: ROW_SHAPES.certificate, files: ['file_id'] },
  catalogue: { kind: 'row', shape: ROW_SHAPES.catalogue, files: ['cover_id', 'file_id'] },
  contact_information: { kind: 'row', shape: ROW_SHAPES.contact_information },
  social_media: { kind: 'row', shape: ROW_SHAPES.social_media },
};

const VERSION_NOT_FOUND = 'Sürüm bulunamadı';
/** How many versions a history lists (the newest). */
export const HISTORY_LIMIT = 200;

const snapshotFor = (history: EntityHistory): Snapshot =>
  history.kind === 'siteWide' ? history.snapshot : rowSnapshot(history.shape);

/** The snapshot's key of a record: a number for id-keyed tables, the text key for key-keyed ones. */
function keyOf(history: EntityHistory, id: string): number | string | null {
  if (history.kind === 'siteWide') return id === SITE_WIDE_HISTORY_ID ? SITE_WIDE_HISTORY_ID : null;
  if (history.shape.keyColumn) return id;
  return /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;
}

/**
 * The record's audit entries that changed something, newest first, down to its newest create: SQLite may give a
 * new row the id of the newest row deleted before it, and the entries before that create were another record's.
 */
async function entriesOf(db: Db, entity: HistoryEntity, history: EntityHistory, id: string): Promise<AuditLogRow[]> {
  let query = db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('changes', 'is not', null);
  query = history.kind === 'siteWide' ? query.where('entity_id', 'is', null) : query.where('entity_id', '=', id);
  const entries = await query.orderBy('id', 'desc').limit(HISTORY_LIMIT).execute();
  const created = entries.findIndex((entry) => entry.action === 'create');
  return created < 0 ? entries : entries.slice(0, created + 1);
}

const changesOf = (entry: AuditLogRow): Record<string, AuditChange> =>
  entry.changes ? (JSON.parse(entry.changes) as Record<string, AuditChange>) : {};

/** The state before `entry`, from the state after it: its fields back to `before`; a create undone leaves none. */
function undo(state: State | null, entry: AuditLogRow): State | null {
  if (entry.action === 'create') return null;
  const out: State = { ...(state ?? {}) };
  for (const [field, change] of Object.entries(changesOf(entry))) out[field] = change.before;
  return out;
}

/** The record's state right after the entry `version` (null: it did not exist then), from its state now. */
function stateAfter(current: State | null, entries: readonly AuditLogRow[], version: number): State | null {
  let state = current;
  for (const entry of entries) {
    if (entry.id === version) return state;
    state = undo(state, entry);
  }
  throw httpError(404, VERSION_NOT_FOUND);
}

const toVersion = (entry: AuditLogRow): HistoryVersion => ({
  id: entry.id,
  created_at: entry.created_at,
  user: { id: entry.user_id, name: entry.user_name, email: entry.user_email },
  action: entry.action,
  changes: changesOf(entry),
});

/** The versions of a record, newest first, and (asked for) what differs between two of them. */
export async function readHistory(
  db: Db,
  entity: HistoryEntity,
  id: string,
  compare: { from?: number; to?: number },
): Promise<HistoryAnswer> {
  const history = HISTORIES[entity];
  const key = keyOf(history, id);
  if (key === null) throw httpError(404, NOT_FOUND);
  const [current, entries] = await Promise.all([snapshotFor(history)(db, key), entriesOf(db, entity, history, id)]);
  if (!current && entries.length === 0) throw httpError(404, NOT_FOUND);
  let comparison: HistoryAnswer['comparison'] = null;
  if (compare.from !== undefined && compare.to !== undefined) {
    const changes = diffFields(stateAfter(current, entries, compare.from), stateAfter(current, entries, compare.to));
    comparison = { from: compare.from, to: compare.to, changes };
  }
  return { entity, entity_id: id, deleted: current === null, versions: entries.map(toVersion), comparison };
}

/**
 * Brings a record back to its state after the entry `version`, as one audited write (action 'restore'). A record
 * deleted since comes back under its old id; `refuseExisting` (a restore from a delete entry) refuses a record
 * that exists again.
 */
export async function restoreVersion(
  db: Db,
  request: FastifyRequest,
  entity: HistoryEntity,
  id: string,
  target: (current: State | null, entries: readonly AuditLogRow[]) => State | null,
  /** A restore from this delete entry: the record must be gone, its address and its id free. */
  deletion?: number,
): Promise<void> {
  const history = HISTORIES[entity];
  const key = keyOf(history, id);
  if (key === null) throw httpError(404, NOT_FOUND);
  const snapshot = snapshotFor(history);
  const [current, entries] = await Promise.all([snapshot(db, key), entriesOf(db, entity, history, id)]);
  const wanted = target(current, entries);
  if (deletion !== undefined && current && history.kind === 'row') {
    // Back already (the delete is in its history), or its id was given to a record created since.
    if (entries.some((entry) => entry.id === deletion)) throw httpError(409, 'Kayıt zaten var: silinmiş değil');
    await checkFree(db, history, wanted ?? {});
    throw httpError(409, `Kaydın numarası (#${id}) artık başka bir kayıtta: kayıt geri yüklenemedi`);
  }
  if (!wanted) throw httpError(422, 'Bu sürümde kayıt yok (silinmiş); silinmeden önceki bir sürümü seçin');
  const writable = writableFields(history, wanted, current);
  const changed = Object.keys(diffFields(pick(current, writable), pick(wanted, writable)));
  if (changed.length === 0) throw httpError(422, 'Kayıt zaten bu sürümde: geri yüklenecek bir değişiklik yok');
  if (
    history.kind === 'siteWide' &&
    request.user?.role_group !== SUPER_ADMIN &&
    changed.some((f) => history.guarded?.includes(f))
  )
    throw httpError(403, 'Bu işlem için yetkiniz yok!');
  if (history.kind === 'row' && !current) await checkFree(db, history, wanted);
  await audited(db, request, { entity, action: 'restore', id: key === SITE_WIDE_HISTORY_ID ? null : key, snapshot }, (trx) =>
    history.kind === 'siteWide' ? history.write(trx, wanted, changed) : writeRecord(trx, history, key, wanted, current, writable),
  );
}

/** The state of a version of the record (`version`: an entry id of its history). */
export const versionTarget =
  (version: number) =>
  (current: State | null, entries: readonly AuditLogRow[]): State | null =>
    stateAfter(current, entries, version);

/** The state a delete entry removed: its fields' `before`. */
export const deletedTarget = (entry: AuditLogRow) => (): State | null => undo(null, entry);

/** The fields of `state` that a restore writes: never a redacted one, and only a history's own list when it has one. */
function writableFields(history: EntityHistory, wanted: State, current: State | null): string[] {
  const names = new Set([...Object.keys(wanted), ...Object.keys(current ?? {})]);
  return [...names].filter(
    (field) =>
      wanted[field] !== REDACTED &&
      field !== 'id' &&
      (history.kind === 'siteWide' || !history.fields || history.fields.includes(field)),
  );
}

const pick = (state: State | null, fields: readonly string[]): State =>
  Object.fromEntries(fields.map((field) => [field, state?.[field] ?? null]));

/** 409 when another record now holds one of the deleted record's public addresses. */
async function checkFree(db: Db, history: RowHistory, wanted: State): Promise<void> {
  const anyDb = untyped(db);
  const table = history.shape.table;
  for (const columns of history.addresses ?? []) {
    if (columns.some((column) => wanted[column] === null || wanted[column] === undefined)) continue;
    let query = anyDb.selectFrom(table).select('id');
    for (const column of columns) query = query.where(column, '=', wanted[column]);
    if (await query.executeTakeFirst()) {
      const address = String(wanted[columns[columns.length - 1]!]);
      throw httpError(409, `“${address}” adresi artık başka bir kayıtta kullanılıyor: kayıt bu adresle geri yüklenemedi`);
    }
  }
}

async function writeKeyValues(db: Db, table: string, wanted: State, fields: readonly string[]): Promise<void> {
  const anyDb = untyped(db);
  for (const key of fields) {
    const value = wanted[key] ?? null;
    await anyDb
      .insertInto(table)
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}

/** A table's columns, read once per process (the schema is the same on both engines). */
const columnCache = new Map<string, Set<string>>();
async function columnsOf(db: Db, table: string): Promise<Set<string>> {
  const known = columnCache.get(table);
  if (known) return known;
  for (const meta of await db.introspection.getTables()) {
    columnCache.set(meta.name, new Set(meta.columns.map((column) => column.name)));
  }
  return columnCache.get(table) ?? new Set();
}

const DERIVED = (column: string) => column.endsWith('_folded') || column === 'search_text' || column === 'updated_at';

/** Splits a state into its row's columns and its per-language texts (`name_en` → texts.en.name). */
async function splitState(db: Db, shape: RowShape, state: State, fields: readonly string[]) {
  const columns = await columnsOf(db, shape.table);
  const textColumns = shape.translations
    ? [...(await columnsOf(db, shape.translations.table))]
        .filter((c) => c !== shape.translations!.owner && c !== 'lang' && c !== 'id' && !DERIVED(c))
        .sort((a, b) => b.length - a.length)
    : [];
  const row: State = {};
  const texts: Record<string, State> = {};
  for (const field of fields) {
    const value = state[field] ?? null;
    if (columns.has(field)) {
      if (!DERIVED(field)) row[field] = value;
      continue;
    }
    const column = textColumns.find((c) => field.startsWith(`${c}_`));
    if (column) (texts[field.slice(column.length + 1)] ??= {})[column] = value;
  }
  return { row, texts };
}

/** The generic writer of a row shape: the row (inserted under its old id when gone), its texts, its lists. */
async function writeRecord(
  db: Db,
  history: RowHistory,
  key: number | string,
  wanted: State,
  current: State | null,
  fields: readonly string[],
): Promise<void> {
  const shape = history.shape;
  const anyDb = untyped(db);
  const id = Number(current?.id ?? wanted.id);
  if (history.write) {
    await history.write(db, id, wanted, current !== null);
    return;
  }
  const { row, texts } = await splitState(db, shape, wanted, fields);
  for (const column of history.files ?? []) {
    if (!(column in row) || row[column] === null) continue;
    const stored = await db.selectFrom('files').select('id').where('id', '=', Number(row[column])).executeTakeFirst();
    if (!stored) {
      if (current) delete row[column];
      else row[column] = null;
    }
  }
  const columns = await columnsOf(db, shape.table);
  if (columns.has('updated_at')) row.updated_at = nowIso();
  if (current) {
    if (Object.keys(row).length > 0)
      await anyDb
        .updateTable(shape.table)
        .set(row)
        .where(shape.keyColumn ?? 'id', '=', key)
        .execute();
  } else {
    await anyDb
      .insertInto(shape.table)
      .values({ ...row, id })
      .execute();
  }
  if (shape.translations) {
    const { table, owner } = shape.translations;
    for (const [lang, values] of Object.entries(texts)) {
      await anyDb
        .insertInto(table)
        .values({ [owner]: id, lang, ...values })
        .onConflict((oc) => oc.columns([owner, 'lang']).doUpdateSet(values))
        .execute();
    }
  }
  for (const list of shape.lists ?? []) {
    if (!fields.includes(list.field)) continue;
    await anyDb.deleteFrom(list.table).where(list.owner, '=', id).execute();
    const items = (wanted[list.field] as unknown[] | null) ?? [];
    for (const [index, item] of items.entries()) {
      const values = listRow(list.columns, item);
      await anyDb
        .insertInto(list.table)
        .values({ [list.owner]: id, ...values, ...(list.queue ? { [list.queue]: items.length - index } : {}) })
        .execute();
    }
  }
  if (history.catalogue) await bumpCatalogueVersion(db);
}

/**
 * One list item as its row's columns: an object (what snapshots write) or, in entries written before lists
 * were objects, its columns' values joined by spaces (the first column then takes the first word).
 */
function listRow(columns: readonly string[], item: unknown): State {
  if (item && typeof item === 'object') return Object.fromEntries(columns.map((c) => [c, (item as State)[c] ?? null]));
  const text = String(item);
  if (columns.length === 1) return { [columns[0]!]: text };
  const space = text.indexOf(' ');
  return { [columns[0]!]: space < 0 ? text : text.slice(0, space), [columns[1]!]: space < 0 ? '' : text.slice(space + 1) };
}

/**
 * A product is written back through saveProduct, the catalogue's own writer: its texts, vehicle types, OEM rows
 * and specs replaced and its search text and folded columns computed as any save computes them; then its files'
 * order and alt texts (files removed since cannot come back: their stored file is gone).
 */
async function writeProduct(db: Db, id: number, target: State, exists: boolean): Promise<void> {
  const langs = (await listLanguages(db)).map((l) => l.abbr);
  const text = (field: string): string | null => (typeof target[field] === 'string' ? (target[field] as string) : null);
  const input: ProductInput = {
    section: target.section as Section,
    category_id: Number(target.category_id),
    sub_category_id:
      target.sub_category_id === null || target.sub_category_id === undefined ? null : Number(target.sub_category_id),
    code: String(target.code),
    seo_name: text('seo_name'),
    is_active: Number(target.is_active) === 1,
    transporter_types: ((target.transporter_types as unknown[] | null) ?? []).map((t) => String(t) as TransporterType),
    oem_numbers: ((target.oem_numbers as unknown[] | null) ?? []).map(
      (item) => listRow(['manufacturer', 'number'], item) as { manufacturer: string; number: string },
    ),
    specs: ((target.specs as State[] | null) ?? []).map((spec) => ({
      key: (spec.key ?? null) as SpecKey | null,
      value: String(spec.value ?? ''),
      unit: (spec.unit ?? null) as string | null,
      labels: Object.fromEntries(langs.map((lang) => [lang, (spec[`label_${lang}`] ?? null) as string | null])),
    })),
    texts: Object.fromEntries(
      langs.map((lang) => [
        lang,
        Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [field, text(`${field}_${lang}`)])) as Record<
          ProductTextField,
          string | null
        >,
      ]),
    ),
  };
  if (!exists) {
    const category = await db.selectFrom('categories').select('id').where('id', '=', input.category_id).executeTakeFirst();
    if (!category) throw httpError(409, 'Ürünün kategorisi artık yok: önce kategoriyi geri yükleyin');
    const now = nowIso();
    await db
      .insertInto('products')
      .values({
        id,
        // The audit log never keeps a token ("[gizli]"): a product back from the log gets a new cart token.
        token: typeof target.token === 'string' && target.token !== REDACTED ? target.token : newProductToken(),
        code: input.code,
        code_folded: foldCode(input.code),
        section: input.section,
        category_id: input.category_id,
        sub_category_id: input.sub_category_id,
        seo_name: String(target.seo_name),
        is_active: input.is_active ? 1 : 0,
        queue: Number(target.queue ?? 0),
        created_at: typeof target.created_at === 'string' ? target.created_at : now,
        updated_at: now,
      })
      .execute();
  }
  await saveProduct(db, input, sanitizeHtml, id);
  const files = (target.files as State[] | null) ?? [];
  for (const gallery of new Set(files.map((f) => String(f.gallery_type)))) {
    const inGallery = files.filter((f) => String(f.gallery_type) === gallery);
    for (const [index, file] of inGallery.entries()) {
      await db
        .updateTable('product_files')
        .set({ queue: inGallery.length - index })
        .where('id', '=', Number(file.id))
        .where('product_id', '=', id)
        .execute();
      for (const lang of langs) {
        if (!(`alt_${lang}` in file)) continue;
        const alt = (file[`alt_${lang}`] ?? null) as string | null;
        const owned = await db
          .selectFrom('product_files')
          .select('id')
          .where('id', '=', Number(file.id))
          .where('product_id', '=', id)
          .executeTakeFirst();
        if (!owned) continue;
        await db
          .insertInto('product_file_translations')
          .values({ product_file_id: owned.id, lang, alt })
          .onConflict((oc) => oc.columns(['product_file_id', 'lang']).doUpdateSet({ alt }))
          .execute();
      }
    }
  }
}
