import type { AdminCatalogue } from '@vitrin/shared-libs/types/content';
import type { Db } from '../../db/connection';
import { fileAssets } from '../../lib/content-writes';
import { localize, localizedFor } from '../../lib/localize';

const FIELDS = ['title'] as const;

/** Every catalogue with its cover, PDF and titles, in display order (queue descending). */
export async function listAdminCatalogues(db: Db, langs: readonly string[]): Promise<AdminCatalogue[]> {
  const rows = await db
    .selectFrom('catalogues')
    .select(['id', 'cover_id', 'file_id', 'queue'])
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
  if (rows.length === 0) return [];
  const [translations, files] = await Promise.all([
    db
      .selectFrom('catalogue_translations')
      .select(['catalogue_id', 'lang', 'title'])
      .where(
        'catalogue_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute(),
    fileAssets(
      db,
      rows.flatMap((r) => [r.cover_id, r.file_id]),
    ),
  ]);
  const texts = localize(translations, (r) => r.catalogue_id, FIELDS, langs);
  return rows.map((r) => ({
    id: r.id,
    cover: r.cover_id === null ? null : (files.get(r.cover_id) ?? null),
    file: r.file_id === null ? null : (files.get(r.file_id) ?? null),
    queue: r.queue,
    ...localizedFor(texts, r.id, FIELDS, langs),
  }));
}
