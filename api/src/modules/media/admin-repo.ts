import { type MissingLang, missingTranslationIn } from '../translations/repo';
import { sql } from 'kysely';
import type { MediaKind, Paged } from '@vitrin/shared-libs/types/api';
import type { AdminMediaItem, AdminMediaSummary, MediaGalleryFile } from '@vitrin/shared-libs/types/content';
import { type Db, inTransaction } from '../../db/connection';
import { fileAssets, saveTranslations } from '../../lib/content-writes';
import { localize, localizedFor } from '../../lib/localize';
import { orderByList, paginate } from '../../lib/paging';
import { sanitizeHtml } from '../../lib/sanitize';
import { nowIso } from '../../lib/time';
import { liveNow, planned, scheduledDetail, scheduledView, siteTimeZone } from '../../lib/schedule';
import { SCHEDULE_FILTER, type Scheduled, type ScheduledDetail } from '@vitrin/shared-libs/types/schedule';

const LIST_FIELDS = ['title'] as const;
const ITEM_FIELDS = ['title', 'summary', 'body'] as const;

/** `%term%` for LIKE with its wildcards escaped (ESCAPE '\'). */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export interface MediaListQuery {
  page: number;
  perPage: number;
  search?: string;
  sort?: string;
  /** '1' active items only, '0' passive ones only. */
  is_active?: string;
  /** Only items lacking a text in this language ("Çevirisi eksik"). */
  missing?: MissingLang;
  /** 'planned': only items whose publish time has not come (lib/schedule.ts). */
  schedule?: string;
}

const MEDIA_SORT_COLUMNS = { published_at: 'published_at', seo_name: 'seo_name', is_active: 'is_active' } as const;

/**
 * One page of a kind's items, newest first unless sorted; `search` matches the seo_name or a title in any
 * language.
 */
export async function listAdminMedia(
  db: Db,
  kind: MediaKind,
  langs: readonly string[],
  list: MediaListQuery,
): Promise<Paged<AdminMediaSummary & Scheduled>> {
  let query = db
    .selectFrom('media_items')
    .select(['id', 'kind', 'seo_name', 'cover_id', 'published_at', 'is_active', 'updated_at', 'publish_at', 'unpublish_at'])
    .where('kind', '=', kind);
  if (list.is_active) query = query.where('is_active', '=', Number(list.is_active));
  if (list.missing) query = query.where(missingTranslationIn('media_item', 'media_items.id', list.missing));
  if (list.schedule === SCHEDULE_FILTER) query = query.where(planned(db, 'media_items'));
  const term = list.search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(seo_name)`, 'like', sql`${pattern} escape '\\'`),
        eb.exists(
          eb
            .selectFrom('media_item_translations as t')
            .select('t.media_item_id')
            .whereRef('t.media_item_id', '=', 'media_items.id')
            .where(sql`lower(t.title)`, 'like', sql`${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  const paged = await paginate(orderByList(query, 'media', list.sort, MEDIA_SORT_COLUMNS), list.page, list.perPage);
  const ids = paged.data.map((r) => r.id);
  const [translations, covers] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('media_item_translations')
          .select(['media_item_id', 'lang', 'title'])
          .where('media_item_id', 'in', ids)
          .execute(),
    fileAssets(
      db,
      paged.data.map((r) => r.cover_id),
    ),
  ]);
  const texts = localize(translations, (r) => r.media_item_id, LIST_FIELDS, langs);
  const [zone, now] = [await siteTimeZone(db), liveNow(db)];
  return {
    ...paged,
    data: paged.data.map((r) => ({
      id: r.id,
      kind: r.kind as MediaKind,
      seo_name: r.seo_name,
      cover: r.cover_id === null ? null : (covers.get(r.cover_id) ?? null),
      published_at: r.published_at,
      is_active: r.is_active === 1,
      updated_at: r.updated_at,
      ...scheduledView(r, zone, now),
      ...localizedFor(texts, r.id, LIST_FIELDS, langs),
    })),
  };
}

export function findMediaRow(db: Db, kind: MediaKind, id: number) {
  return db.selectFrom('media_items').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
}

/** The gallery rows of an item in display order (queue descending). */
export function galleryRows(db: Db, itemId: number) {
  return db
    .selectFrom('media_item_files')
    .select(['id', 'file_id', 'queue'])
    .where('media_item_id', '=', itemId)
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

/** The whole item for its edit form. */
export async function findAdminMedia(
  db: Db,
  kind: MediaKind,
  id: number,
  langs: readonly string[],
): Promise<(AdminMediaItem & ScheduledDetail) | undefined> {
  const row = await findMediaRow(db, kind, id);
  if (!row) return undefined;
  const [translations, gallery, schedule] = await Promise.all([
    db
      .selectFrom('media_item_translations')
      .select(['media_item_id', 'lang', 'title', 'summary', 'body'])
      .where('media_item_id', '=', id)
      .execute(),
    galleryRows(db, id),
    scheduledDetail(db, 'media_items', id),
  ]);
  const files = await fileAssets(db, [row.cover_id, ...gallery.map((g) => g.file_id)]);
  const texts = localize(translations, (r) => r.media_item_id, ITEM_FIELDS, langs);
  return {
    id: row.id,
    kind: row.kind as MediaKind,
    seo_name: row.seo_name,
    cover: row.cover_id === null ? null : (files.get(row.cover_id) ?? null),
    published_at: row.published_at,
    is_active: row.is_active === 1,
    updated_at: row.updated_at,
    video_url: row.video_url,
    ...schedule,
    gallery: gallery.flatMap((g): MediaGalleryFile[] => {
      const file = files.get(g.file_id);
      return file ? [{ id: g.id, queue: g.queue, file }] : [];
    }),
    ...localizedFor(texts, row.id, ITEM_FIELDS, langs),
  };
}

/** Whether another item of `kind` already uses `seoName`. */
export async function seoNameTaken(db: Db, kind: MediaKind, seoName: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('media_items').select('id').where('kind', '=', kind).where('seo_name', '=', seoName);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** `base`, or `base-2`, `base-3`, … whichever is free within the kind. */
export async function freeSeoName(db: Db, kind: MediaKind, base: string, exceptId?: number): Promise<string> {
  let candidate = base;
  for (let n = 2; await seoNameTaken(db, kind, candidate, exceptId); n += 1) candidate = `${base.slice(0, 180)}-${n}`;
  return candidate;
}

/** The item's columns a save writes (the texts go to its translations). */
export type MediaItemValues = {
  seo_name: string;
  cover_id: number | null;
  video_url?: string | null;
  published_at?: string;
  is_active?: number;
  /** The publishing window (lib/schedule.ts readSchedule). */
  publish_at?: string | null;
  unpublish_at?: string | null;
};

const TEXT_FIELDS = ['title', 'summary', 'body'];
const saveTexts = (db: Db, id: number, input: Record<string, unknown>, langs: readonly string[]) =>
  saveTranslations(db, 'media_item_translations', 'media_item_id', id, TEXT_FIELDS, input, langs, { body: sanitizeHtml });

/** Inserts an item of `kind` with its texts (bodies sanitised), in one transaction; returns its id. */
export async function insertMediaItem(
  db: Db,
  kind: MediaKind,
  values: MediaItemValues,
  input: Record<string, unknown>,
  langs: readonly string[],
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto('media_items')
      .values({
        kind,
        video_url: null,
        is_active: 1,
        ...values,
        published_at: values.published_at ?? now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await saveTexts(trx, row.id, input, langs);
    return row.id;
  });
}

/** Updates an item's columns and the texts sent, in one transaction. */
export async function updateMediaItem(
  db: Db,
  id: number,
  values: MediaItemValues,
  input: Record<string, unknown>,
  langs: readonly string[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('media_items')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await saveTexts(trx, id, input, langs);
  });
}

/** The item's stored titles by language. */
export async function storedTitles(db: Db, id: number): Promise<Record<string, string | null>> {
  const rows = await db.selectFrom('media_item_translations').select(['lang', 'title']).where('media_item_id', '=', id).execute();
  return Object.fromEntries(rows.map((t) => [t.lang, t.title]));
}

export async function deleteMediaItem(db: Db, id: number): Promise<void> {
  await db.deleteFrom('media_items').where('id', '=', id).execute();
}

/** Adds files to the end of an item's gallery: below the lowest weight, the existing ones shifted up to make room. */
export async function appendGalleryFiles(db: Db, itemId: number, fileIds: readonly number[]): Promise<void> {
  const existing = await galleryRows(db, itemId);
  await inTransaction(db, async (trx) => {
    const total = existing.length + fileIds.length;
    for (const [index, g] of existing.entries()) {
      await trx
        .updateTable('media_item_files')
        .set({ queue: total - index })
        .where('id', '=', g.id)
        .execute();
    }
    await trx
      .insertInto('media_item_files')
      .values(fileIds.map((fileId, index) => ({ media_item_id: itemId, file_id: fileId, queue: fileIds.length - index })))
      .execute();
  });
}

/** A gallery row of the item, by its own id. */
export function findGalleryEntry(db: Db, itemId: number, entryId: number) {
  return db
    .selectFrom('media_item_files')
    .select(['id', 'file_id'])
    .where('id', '=', entryId)
    .where('media_item_id', '=', itemId)
    .executeTakeFirst();
}

export async function deleteGalleryEntry(db: Db, entryId: number): Promise<void> {
  await db.deleteFrom('media_item_files').where('id', '=', entryId).execute();
}

/** Whether a media item still shows the file, as its cover or in a gallery. */
export async function fileInUse(db: Db, fileId: number): Promise<boolean> {
  const [asCover, inGallery] = await Promise.all([
    db.selectFrom('media_items').select('id').where('cover_id', '=', fileId).executeTakeFirst(),
    db.selectFrom('media_item_files').select('id').where('file_id', '=', fileId).executeTakeFirst(),
  ]);
  return Boolean(asCover || inGallery);
}
