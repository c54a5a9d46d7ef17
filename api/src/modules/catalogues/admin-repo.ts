import type { AdminCatalogue } from '@vitrin/shared-libs/types/content';
import type { Db } from '../../db/connection';
import { fileAssets } from '../../lib/content-writes';
import { localizedRows } from '../../lib/localize';
import { CATALOGUES } from './repo';

type Row = { id: number; cover_id: number | null; file_id: number | null; queue: number };

/** Every catalogue with its cover, PDF and titles, in display order (queue descending). */
export async function listAdminCatalogues(db: Db, langs: readonly string[]): Promise<AdminCatalogue[]> {
  const { items, files } = await localizedRows(db, CATALOGUES, langs, (rows: readonly Row[]) =>
    fileAssets(
      db,
      rows.flatMap((r) => [r.cover_id, r.file_id]),
    ),
  );
  return items.map(({ cover_id, file_id, ...item }) => ({
    ...item,
    cover: cover_id === null ? null : (files.get(cover_id) ?? null),
    file: file_id === null ? null : (files.get(file_id) ?? null),
  }));
}
