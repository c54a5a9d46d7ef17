import type { PageMetaMap } from '@vitrin/shared-libs/types/api';
import { type Db, inTransaction } from '../../db/connection';
import { localize, localizedFor } from '../../lib/localize';
import { nowIso } from '../../lib/time';

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

export type PageMetaTexts = Record<string, { title: string | null; description: string | null }>;

/** Creates the key's row when missing and upserts each language's title and description. */
export async function savePageMeta(db: Db, key: string, texts: PageMetaTexts): Promise<void> {
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('page_meta')
      .values({ key, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ updated_at: now }))
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [lang, { title, description }] of Object.entries(texts)) {
      await trx
        .insertInto('page_meta_translations')
        .values({ page_meta_id: row.id, lang, title, description })
        .onConflict((oc) => oc.columns(['page_meta_id', 'lang']).doUpdateSet({ title, description }))
        .execute();
    }
  });
}
