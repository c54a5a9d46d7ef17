import type { MediaKind, MediaSummary, Paged } from '@vitrin/shared-libs/types/api';
import type { MediaDetail } from '@vitrin/shared-libs/types/public';
import type { Db } from '../../db/connection';
import { localize, localizedFor } from '../../lib/localize';
import { imageAssets } from '../files/repo';
import { live } from '../../lib/schedule';

const SUMMARY_FIELDS = ['title', 'summary'] as const;
const BODY_FIELDS = ['body'] as const;

/** The ids of one kind's active items inside their publishing window, newest first. */
const newestIds = (db: Db, kind: MediaKind) =>
  db
    .selectFrom('media_items')
    .select('id')
    .where('kind', '=', kind)
    .where('is_active', '=', 1)
    .where(live(db, 'media_items'))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc');

/** The newest active items of one kind, newest first. */
export async function latestMedia(db: Db, kind: MediaKind, limit: number, langs: readonly string[]): Promise<MediaSummary[]> {
  const items = await newestIds(db, kind).limit(limit).execute();
  return mediaSummaries(
    db,
    items.map((i) => i.id),
    langs,
  );
}

/** A media item's title and summary in one language, for the page's <title> and description. */
export async function findMediaMeta(
  db: Db,
  kind: MediaKind,
  seoName: string,
  lang: string,
): Promise<{ title: string | null; description: string | null } | undefined> {
  const row = await db
    .selectFrom('media_items')
    .innerJoin('media_item_translations', 'media_item_translations.media_item_id', 'media_items.id')
    .select(['media_item_translations.title', 'media_item_translations.summary'])
    .where('media_items.kind', '=', kind)
    .where('media_items.seo_name', '=', seoName)
    .where('media_items.is_active', '=', 1)
    .where(live(db, 'media_items'))
    .where('media_item_translations.lang', '=', lang)
    .executeTakeFirst();
  return row ? { title: row.title, description: row.summary } : undefined;
}

/** One page of a kind's active items, newest first. */
export async function pagedMedia(
  db: Db,
  kind: MediaKind,
  page: number,
  perPage: number,
  langs: readonly string[],
): Promise<Paged<MediaSummary>> {
  const { total } = await db
    .selectFrom('media_items')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('kind', '=', kind)
    .where('is_active', '=', 1)
    .where(live(db, 'media_items'))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const lastPage = Math.max(1, Math.ceil(count / perPage));
  const current = Math.min(Math.max(1, page), lastPage);
  const items = await newestIds(db, kind)
    .limit(perPage)
    .offset((current - 1) * perPage)
    .execute();
  const summaries = await mediaSummaries(
    db,
    items.map((i) => i.id),
    langs,
  );
  return { data: summaries, current_page: current, last_page: lastPage, per_page: perPage, total: count };
}

/** The summaries of the given items, in the given order. */
async function mediaSummaries(db: Db, ids: readonly number[], langs: readonly string[]): Promise<MediaSummary[]> {
  if (ids.length === 0) return [];
  const [items, translations] = await Promise.all([
    db
      .selectFrom('media_items')
      .select(['id', 'kind', 'seo_name', 'cover_id', 'published_at'])
      .where('id', 'in', [...ids])
      .execute(),
    db
      .selectFrom('media_item_translations')
      .select(['media_item_id', 'lang', 'title', 'summary'])
      .where('media_item_id', 'in', [...ids])
      .execute(),
  ]);
  const covers = await imageAssets(
    db,
    items.map((i) => i.cover_id),
  );
  const texts = localize(translations, (r) => r.media_item_id, SUMMARY_FIELDS, langs);
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    if (!item) return [];
    return [
      {
        id: item.id,
        kind: item.kind as MediaKind,
        seo_name: item.seo_name,
        cover: item.cover_id === null ? null : (covers.get(item.cover_id) ?? null),
        published_at: item.published_at,
        ...localizedFor(texts, item.id, SUMMARY_FIELDS, langs),
      },
    ];
  });
}

/** One active item with its body, video URL and ordered photo gallery. */
export async function findMediaDetail(
  db: Db,
  kind: MediaKind,
  seoName: string,
  langs: readonly string[],
): Promise<MediaDetail | undefined> {
  const item = await db
    .selectFrom('media_items')
    .select(['id', 'video_url'])
    .where('kind', '=', kind)
    .where('seo_name', '=', seoName)
    .where('is_active', '=', 1)
    .where(live(db, 'media_items'))
    .executeTakeFirst();
  if (!item) return undefined;
  const [[summary], bodies, galleryRows] = await Promise.all([
    mediaSummaries(db, [item.id], langs),
    db
      .selectFrom('media_item_translations')
      .select(['media_item_id', 'lang', 'body'])
      .where('media_item_id', '=', item.id)
      .execute(),
    db
      .selectFrom('media_item_files')
      .select(['file_id'])
      .where('media_item_id', '=', item.id)
      .orderBy('queue', 'desc')
      .orderBy('id', 'asc')
      .execute(),
  ]);
  if (!summary) return undefined;
  const images = await imageAssets(
    db,
    galleryRows.map((r) => r.file_id),
  );
  const body = localizedFor(
    localize(bodies, (r) => r.media_item_id, BODY_FIELDS, langs),
    item.id,
    BODY_FIELDS,
    langs,
  );
  return {
    ...summary,
    ...body,
    video_url: item.video_url,
    gallery: galleryRows.flatMap((r) => images.get(r.file_id) ?? []),
  };
}
