import type { AdminCertificate } from '@vitrin/shared-libs/types/content';
import type { Db } from '../../db/connection';
import { fileAssets } from '../../lib/content-writes';
import { localizedRows } from '../../lib/localize';
import { CERTIFICATES, type CertificateRow } from './repo';

/** Every certificate with its file and titles, in display order (queue descending). */
export async function listAdminCertificates(db: Db, langs: readonly string[]): Promise<AdminCertificate[]> {
  const { items, files } = await localizedRows(db, CERTIFICATES, langs, (rows: readonly CertificateRow[]) =>
    fileAssets(
      db,
      rows.map((r) => r.file_id),
    ),
  );
  return items.map(({ file_id, ...item }) => ({ ...item, file: file_id === null ? null : (files.get(file_id) ?? null) }));
}
