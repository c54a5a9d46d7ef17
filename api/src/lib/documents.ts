import type { DocumentLink } from '@vitrin/shared-libs/types/public';
import type { Db } from '../db/connection';
import { uploadUrl } from './images';

/** The download links of the given file ids (null or unknown ids are skipped). */
export async function documentLinks(db: Db, ids: readonly (number | null)[]): Promise<Map<number, DocumentLink>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const out = new Map<number, DocumentLink>();
  if (wanted.length === 0) return out;
  const rows = await db
    .selectFrom('files')
    .select(['id', 'path', 'mime', 'size', 'original_name'])
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows) {
    const name = row.original_name ?? row.path.split('/').pop() ?? row.path;
    out.set(row.id, { url: uploadUrl(row.path), name, mime: row.mime, size: row.size });
  }
  return out;
}
