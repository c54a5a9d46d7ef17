import type { Catalogue } from '@vitrin/shared-libs/types/public';
import type { Db } from '../../db/connection';
import { documentLinks } from '../../lib/documents';
import { type LocalizedSource, localizedRows } from '../../lib/localize';
import { imageAssets } from '../files/repo';

export const CATALOGUES: LocalizedSource<'title'> = {
  table: 'catalogues',
  columns: ['id', 'cover_id', 'file_id', 'queue'],
  translations: 'catalogue_translations',
  owner: 'catalogue_id',
  fields: ['title'],
};

type Row = { id: number; cover_id: number | null; file_id: number | null; queue: number };

/** Downloadable catalogues heaviest queue first, each with its cover and PDF. */
export async function listCatalogues(db: Db, langs: readonly string[]): Promise<Catalogue[]> {
  const { items, files } = await localizedRows(db, CATALOGUES, langs, (rows: readonly Row[]) =>
    Promise.all([
      imageAssets(
        db,
        rows.map((r) => r.cover_id),
      ),
      documentLinks(
        db,
        rows.map((r) => r.file_id),
      ),
    ]),
  );
  const [covers, documents] = files;
  return items.map(({ cover_id, file_id, ...item }) => ({
    ...item,
    cover: cover_id === null ? null : (covers.get(cover_id) ?? null),
    document: file_id === null ? null : (documents.get(file_id) ?? null),
  }));
}
