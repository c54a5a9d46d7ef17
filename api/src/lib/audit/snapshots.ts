/**
 * How each audited entity is read before and after a write (docs/architecture.md "The audit log"): its row plus
 * its per-language texts (`name_en`, `name_tr`, …), so a record shows what a staff member changed. Columns the
 * database derives from others (`*_folded`, search_text) and updated_at are left out: they change with every
 * write and say nothing more.
 */
import { inboxOf, type InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import type { AuditEntity } from '@vitrin/shared-libs/types/audit';
import type { Db } from '../../db/connection';
import { untyped } from '../untyped';

/** The record(s) a write touched: one id (or key), or a list of ids (bulk deletes and moves). */
export type AuditKey = number | string | readonly number[];

/** The fields of the record(s) under `key`, or null when there are none (before a create, after a delete). */
export type Snapshot = (db: Db, key: AuditKey | null) => Promise<Record<string, unknown> | null>;

const DERIVED = (field: string) => field.endsWith('_folded') || field === 'search_text' || field === 'updated_at';

export interface ListShape {
  field: string;
  table: string;
  owner: string;
  columns: readonly string[];
  /** The column the list is kept in order by, highest first (default: the first column, ascending). */
  queue?: string;
}

export interface RowShape {
  table: string;
  /** The column the key names (default id). */
  keyColumn?: string;
  /** The per-language texts: their table and its column holding the owner's id. */
  translations?: { table: string; owner: string };
  /** Lists of values kept in their own table, as `field: [values]` (a product's OEM numbers). */
  lists?: readonly ListShape[];
  /** JSON-text columns whose keys are compared one by one (a language's static texts). */
  json?: readonly string[];
  /** Fields read by the entity's own code (a product's specs and files), added to the row's. */
  extra?: (db: Db, id: number) => Promise<Record<string, unknown>>;
}

function flattenJson(prefix: string, value: unknown, out: Record<string, unknown>): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flattenJson(`${prefix}.${key}`, inner, out);
  } else out[prefix] = value;
}

async function rowFields(db: Db, shape: RowShape, id: number | string): Promise<Record<string, unknown> | null> {
  const anyDb = untyped(db);
  const row = (await anyDb
    .selectFrom(shape.table)
    .selectAll()
    .where(shape.keyColumn ?? 'id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return null;
  const fields: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(row)) {
    if (DERIVED(field)) continue;
    if (shape.json?.includes(field) && typeof value === 'string') {
      try {
        flattenJson(field, JSON.parse(value), fields);
        continue;
      } catch {
        // Not JSON: compared as text.
      }
    }
    fields[field] = value;
  }
  if (shape.translations) {
    const { table, owner } = shape.translations;
    const texts = (await anyDb.selectFrom(table).selectAll().where(owner, '=', row.id).orderBy('lang').execute()) as Record<
      string,
      unknown
    >[];
    for (const text of texts) {
      for (const [field, value] of Object.entries(text)) {
        if (field === owner || field === 'lang' || field === 'id' || DERIVED(field)) continue;
        fields[`${field}_${String(text.lang)}`] = value;
      }
    }
  }
  for (const list of shape.lists ?? []) {
    const rows = (await anyDb
      .selectFrom(list.table)
      .select([...list.columns])
      .where(list.owner, '=', row.id)
      .orderBy(list.queue ?? list.columns[0]!, list.queue ? 'desc' : 'asc')
      .orderBy(list.columns[0]!)
      .execute()) as Record<string, unknown>[];
    // One column: its values; several: one object per row, so a restore can write the rows back.
    fields[list.field] = rows.map((r) =>
      list.columns.length === 1 ? String(r[list.columns[0]!]) : Object.fromEntries(list.columns.map((c) => [c, r[c]])),
    );
  }
  if (shape.extra) Object.assign(fields, await shape.extra(db, Number(row.id)));
  return fields;
}

/** The snapshot of rows of one table by id; several ids give `#id.field` keys. */
export function rowSnapshot(shape: RowShape): Snapshot {
  return async (db, key) => {
    if (key === null) return null;
    const ids = Array.isArray(key) ? key : [key as number | string];
    if (ids.length === 1) return rowFields(db, shape, ids[0]!);
    const out: Record<string, unknown> = {};
    for (const id of ids) {
      const fields = await rowFields(db, shape, id);
      for (const [field, value] of Object.entries(fields ?? {})) out[`#${id}.${field}`] = value;
    }
    return Object.keys(out).length > 0 ? out : null;
  };
}

/** The order of a list: `#id` → its queue weight, for every row of `table` within `scope`. */
export function queueSnapshot(table: string, scope: (key: AuditKey | null) => Record<string, unknown> = () => ({})): Snapshot {
  return async (db, key) => {
    let query = untyped(db).selectFrom(table).select(['id', 'queue']);
    for (const [column, value] of Object.entries(scope(key))) query = query.where(column, '=', value);
    const rows = (await query.execute()) as { id: number; queue: number }[];
    return Object.fromEntries(rows.map((row) => [`#${row.id}`, Number(row.queue)]));
  };
}

/** Key/value tables (site_settings): every key's value. */
export function keyValueSnapshot(table: string, keys?: (key: string) => boolean): Snapshot {
  return async (db) => {
    const rows = (await untyped(db).selectFrom(table).select(['key', 'value']).execute()) as {
      key: string;
      value: unknown;
    }[];
    return Object.fromEntries(rows.filter((row) => !keys || keys(row.key)).map((row) => [row.key, row.value]));
  };
}

const translated = (table: string, owner: string, translations = `${owner.replace(/_id$/, '')}_translations`) =>
  rowSnapshot({ table, translations: { table: translations, owner } });
const plain = (table: string) => rowSnapshot({ table });

/**
 * A product's specs, first to last, each with its labels (`label_en`, …), and its files per gallery, first to
 * last, each with its alt texts (an empty label or alt left out, so a save that only adds empty rows changes
 * nothing): a product's history covers its specs table and its pictures' order.
 */
async function productExtra(db: Db, id: number): Promise<Record<string, unknown>> {
  const specs = await db
    .selectFrom('product_specs')
    .select(['id', 'spec_key', 'value', 'unit'])
    .where('product_id', '=', id)
    .orderBy('queue', 'desc')
    .orderBy('id')
    .execute();
  const files = await db
    .selectFrom('product_files')
    .select(['id', 'file_id', 'gallery_type'])
    .where('product_id', '=', id)
    .orderBy('gallery_type')
    .orderBy('queue', 'desc')
    .orderBy('id')
    .execute();
  const labels = specs.length
    ? await db
        .selectFrom('product_spec_translations')
        .selectAll()
        .where(
          'product_spec_id',
          'in',
          specs.map((s) => s.id),
        )
        .orderBy('lang')
        .execute()
    : [];
  const alts = files.length
    ? await db
        .selectFrom('product_file_translations')
        .selectAll()
        .where(
          'product_file_id',
          'in',
          files.map((f) => f.id),
        )
        .orderBy('lang')
        .execute()
    : [];
  return {
    specs: specs.map((spec) => ({
      key: spec.spec_key,
      value: spec.value,
      unit: spec.unit,
      ...Object.fromEntries(
        labels.filter((l) => l.product_spec_id === spec.id && l.label !== null).map((l) => [`label_${l.lang}`, l.label]),
      ),
    })),
    files: files.map((file) => ({
      id: file.id,
      file_id: file.file_id,
      gallery_type: file.gallery_type,
      ...Object.fromEntries(
        alts.filter((a) => a.product_file_id === file.id && a.alt !== null).map((a) => [`alt_${a.lang}`, a.alt]),
      ),
    })),
  };
}

/** The shapes of the entities whose history can be restored (modules/audit/history.ts writes them back). */
export const ROW_SHAPES = {
  product: {
    table: 'products',
    translations: { table: 'product_translations', owner: 'product_id' },
    lists: [
      {
        field: 'oem_numbers',
        table: 'product_oem_numbers',
        owner: 'product_id',
        columns: ['manufacturer', 'number'],
        queue: 'queue',
      },
      { field: 'transporter_types', table: 'product_transporter_types', owner: 'product_id', columns: ['transporter_type'] },
    ],
    extra: productExtra,
  },
  category: { table: 'categories', translations: { table: 'category_translations', owner: 'category_id' } },
  sub_category: { table: 'sub_categories', translations: { table: 'sub_category_translations', owner: 'sub_category_id' } },
  user: { table: 'users' },
  page: { table: 'pages', keyColumn: 'key', translations: { table: 'page_translations', owner: 'page_id' } },
  page_meta: { table: 'page_meta', keyColumn: 'key', translations: { table: 'page_meta_translations', owner: 'page_meta_id' } },
  home_slide: { table: 'home_slides', translations: { table: 'home_slide_translations', owner: 'home_slide_id' } },
  home_icon: { table: 'home_icons', translations: { table: 'home_icon_translations', owner: 'home_icon_id' } },
  media_item: { table: 'media_items', translations: { table: 'media_item_translations', owner: 'media_item_id' } },
  contract: { table: 'contracts', translations: { table: 'contract_translations', owner: 'contract_id' } },
  breadcrumb: {
    table: 'breadcrumbs',
    keyColumn: 'key',
    translations: { table: 'breadcrumb_translations', owner: 'breadcrumb_id' },
  },
  certificate: { table: 'certificates', translations: { table: 'certificate_translations', owner: 'certificate_id' } },
  catalogue: { table: 'catalogues', translations: { table: 'catalogue_translations', owner: 'catalogue_id' } },
  contact_information: { table: 'contact_information' },
  social_media: { table: 'social_media' },
} as const satisfies Partial<Record<AuditEntity, RowShape>>;

/** Each entity's own snapshot; a write with another shape passes its own (queueSnapshot, keyValueSnapshot). */
const SNAPSHOTS: Partial<Record<AuditEntity, Snapshot>> = {
  product: rowSnapshot(ROW_SHAPES.product),
  product_file: translated('product_files', 'product_file_id'),
  category: rowSnapshot(ROW_SHAPES.category),
  sub_category: rowSnapshot(ROW_SHAPES.sub_category),
  user: rowSnapshot(ROW_SHAPES.user),
  language: rowSnapshot({ table: 'languages', keyColumn: 'abbr', json: ['page_lang'] }),
  contact_message: plain('contact_messages'),
  human_resources_message: plain('human_resources_messages'),
  offer: plain('offers'),
  order: plain('orders'),
  support_request: plain('support_requests'),
  page: rowSnapshot(ROW_SHAPES.page),
  page_meta: rowSnapshot(ROW_SHAPES.page_meta),
  breadcrumb: rowSnapshot(ROW_SHAPES.breadcrumb),
  home_slide: rowSnapshot(ROW_SHAPES.home_slide),
  home_icon: rowSnapshot(ROW_SHAPES.home_icon),
  media_item: rowSnapshot(ROW_SHAPES.media_item),
  media_item_file: plain('media_item_files'),
  certificate: rowSnapshot(ROW_SHAPES.certificate),
  catalogue: rowSnapshot(ROW_SHAPES.catalogue),
  contract: rowSnapshot(ROW_SHAPES.contract),
  contact_information: rowSnapshot(ROW_SHAPES.contact_information),
  social_media: rowSnapshot(ROW_SHAPES.social_media),
  file: plain('files'),
  mail: plain('mail_outbox'),
};

const NONE: Snapshot = () => Promise.resolve(null);

export const snapshotOf = (entity: AuditEntity): Snapshot => SNAPSHOTS[entity] ?? NONE;

/** An inbox's entity: its table's row in the singular (contact_messages → contact_message). */
export const inboxEntity = (kind: InboxKind): AuditEntity => inboxOf(kind).table.replace(/s$/, '') as AuditEntity;
