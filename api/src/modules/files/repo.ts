import type { ImageAsset } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { toImageAsset } from '../../lib/images';

/** The ImageAssets of the given file ids (ids that are null or unknown are skipped). */
export async function imageAssets(db: Db, ids: readonly (number | null)[]): Promise<Map<number, ImageAsset>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const out = new Map<number, ImageAsset>();
  if (wanted.length === 0) return out;
  const rows = await db
    .selectFrom('files')
    .select(['id', 'path', 'width', 'height', 'variants'])
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows) {
    const asset = toImageAsset(row);
    if (asset) out.set(row.id, asset);
  }
  return out;
}
