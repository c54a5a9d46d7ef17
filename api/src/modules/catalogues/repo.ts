import type { Catalogue } from '@vitrin/shared-libs/types/public';
import type { Db } from '../../db/connection';
import { documentLinks } from '../../lib/documents';
import { localize, localizedFor } from '../../lib/localize';
import { imageAssets } from '../files/repo';

const FIELDS = ['title'] as const;

/** Downloadable catalogues heaviest queue first, each with its cover and PDF. */
export async function listCatalogues(db: Db, langs: readonly string[]): Promise<Catalogue[]> {
  const rows = await db
    .selectFrom('catalogues')
    .select(['id', 'cover_id', 'file_id', 'queue'])
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
  if (rows.length === 0) return [];
  const [translations, covers, documents] = await Promise.all([
    db
      .selectFrom('catalogue_translations')
      .select(['catalogue_id', 'lang', 'title'])
      .where(
        'catalogue_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute(),
    imageAssets(
      db,
      rows.map((r) => r.cover_id),
    ),
    documentLinks(
      db,
      rows.map((r) => r.file_id),
    ),
  ]);
  const texts = localize(translations, (r) => r.catalogue_id, FIELDS, langs);
  return rows.map((row) => ({
    id: row.id,
    queue: row.queue,
    cover: row.cover_id === null ? null : (covers.get(row.cover_id) ?? null),
    document: row.file_id === null ? null : (documents.get(row.file_id) ?? null),
    ...localizedFor(texts, row.id, FIELDS, langs),
  }));
}
