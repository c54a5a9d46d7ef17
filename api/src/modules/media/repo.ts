import type { MediaKind, MediaSummary } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { localize, localizedFor } from '../../lib/localize';
import { imageAssets } from '../files/repo';

const SUMMARY_FIELDS = ['title', 'summary'] as const;

/** The newest active items of one kind, newest first. */
export async function latestMedia(db: Db, kind: MediaKind, limit: number, langs: readonly string[]): Promise<MediaSummary[]> {
  const items = await db
    .selectFrom('media_items')
    .select(['id', 'kind', 'seo_name', 'cover_id', 'published_at'])
    .where('kind', '=', kind)
    .where('is_active', '=', 1)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (items.length === 0) return [];
  const ids = items.map((i) => i.id);
  const [translations, covers] = await Promise.all([
    db
      .selectFrom('media_item_translations')
      .select(['media_item_id', 'lang', 'title', 'summary'])
      .where('media_item_id', 'in', ids)
      .execute(),
    imageAssets(
      db,
      items.map((i) => i.cover_id),
    ),
  ]);
  const texts = localize(translations, (r) => r.media_item_id, SUMMARY_FIELDS, langs);
  return items.map((item) => ({
    id: item.id,
    kind: item.kind as MediaKind,
    seo_name: item.seo_name,
    cover: item.cover_id === null ? null : (covers.get(item.cover_id) ?? null),
    published_at: item.published_at,
    ...localizedFor(texts, item.id, SUMMARY_FIELDS, langs),
  }));
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
    .where('media_item_translations.lang', '=', lang)
    .executeTakeFirst();
  return row ? { title: row.title, description: row.summary } : undefined;
}
