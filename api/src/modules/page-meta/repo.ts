import type { PageMetaMap } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { localize, localizedFor } from '../../lib/localize';

const FIELDS = ['title', 'description'] as const;

/** Every route's meta, keyed by route name or category seo_name. */
export async function pageMetaMap(db: Db, langs: readonly string[]): Promise<PageMetaMap> {
  const [rows, translations] = await Promise.all([
    db.selectFrom('page_meta').select(['id', 'key']).orderBy('key').execute(),
    db.selectFrom('page_meta_translations').select(['page_meta_id', 'lang', 'title', 'description']).execute(),
  ]);
  const texts = localize(translations, (r) => r.page_meta_id, FIELDS, langs);
  const map: PageMetaMap = {};
  for (const row of rows) map[row.key] = localizedFor(texts, row.id, FIELDS, langs);
  return map;
}

/** One route's title and description in one language (either may be null), or undefined when not set up. */
export async function findPageMeta(
  db: Db,
  key: string,
  lang: string,
): Promise<{ title: string | null; description: string | null } | undefined> {
  const row = await db
    .selectFrom('page_meta')
    .leftJoin('page_meta_translations', (join) =>
      join.onRef('page_meta_translations.page_meta_id', '=', 'page_meta.id').on('page_meta_translations.lang', '=', lang),
    )
    .select(['page_meta.id', 'page_meta_translations.title', 'page_meta_translations.description'])
    .where('page_meta.key', '=', key)
    .executeTakeFirst();
  return row ? { title: row.title ?? null, description: row.description ?? null } : undefined;
}
