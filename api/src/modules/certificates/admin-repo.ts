import type { AdminCertificate } from '@vitrin/shared-libs/types/content';
import type { Db } from '../../db/connection';
import { fileAssets } from '../../lib/content-writes';
import { localize, localizedFor } from '../../lib/localize';

const FIELDS = ['title'] as const;

/** Every certificate with its file and titles, in display order (queue descending). */
export async function listAdminCertificates(db: Db, langs: readonly string[]): Promise<AdminCertificate[]> {
  const rows = await db
    .selectFrom('certificates')
    .select(['id', 'file_id', 'queue'])
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
  if (rows.length === 0) return [];
  const [translations, files] = await Promise.all([
    db
      .selectFrom('certificate_translations')
      .select(['certificate_id', 'lang', 'title'])
      .where(
        'certificate_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute(),
    fileAssets(
      db,
      rows.map((r) => r.file_id),
    ),
  ]);
  const texts = localize(translations, (r) => r.certificate_id, FIELDS, langs);
  return rows.map((r) => ({
    id: r.id,
    file: r.file_id === null ? null : (files.get(r.file_id) ?? null),
    queue: r.queue,
    ...localizedFor(texts, r.id, FIELDS, langs),
  }));
}
