import type { Certificate } from '@vitrin/shared-libs/types/public';
import type { Db } from '../../db/connection';
import { documentLinks } from '../../lib/documents';
import { type LocalizedSource, localizedRows } from '../../lib/localize';
import { imageAssets } from '../files/repo';

export const CERTIFICATES: LocalizedSource<'title'> = {
  table: 'certificates',
  columns: ['id', 'file_id', 'queue'],
  translations: 'certificate_translations',
  owner: 'certificate_id',
  fields: ['title'],
};

export type CertificateRow = { id: number; file_id: number | null; queue: number };

/** Certificates heaviest queue first: an image to show, or a document to download. */
export async function listCertificates(db: Db, langs: readonly string[]): Promise<Certificate[]> {
  const { items, files } = await localizedRows(db, CERTIFICATES, langs, (rows: readonly CertificateRow[]) => {
    const fileIds = rows.map((r) => r.file_id);
    return Promise.all([imageAssets(db, fileIds), documentLinks(db, fileIds)]);
  });
  const [images, documents] = files;
  return items.map(({ file_id, ...item }) => {
    const file = file_id === null ? undefined : documents.get(file_id);
    const isImage = file?.mime.startsWith('image/') ?? false;
    const image = isImage && file_id !== null ? (images.get(file_id) ?? null) : null;
    const document = file && !isImage ? file : null;
    return { ...item, image, document };
  });
}
