import type { Certificate } from '@vitrin/shared-libs/types/public';
import type { Db } from '../../db/connection';
import { documentLinks } from '../../lib/documents';
import { localize, localizedFor } from '../../lib/localize';
import { imageAssets } from '../files/repo';

const FIELDS = ['title'] as const;

/** Certificates heaviest queue first: an image to show, or a document to download. */
export async function listCertificates(db: Db, langs: readonly string[]): Promise<Certificate[]> {
  const rows = await db
    .selectFrom('certificates')
    .select(['id', 'file_id', 'queue'])
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
  if (rows.length === 0) return [];
  const fileIds = rows.map((r) => r.file_id);
  const [translations, images, documents] = await Promise.all([
    db
      .selectFrom('certificate_translations')
      .select(['certificate_id', 'lang', 'title'])
      .where(
        'certificate_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute(),
    imageAssets(db, fileIds),
    documentLinks(db, fileIds),
  ]);
  const texts = localize(translations, (r) => r.certificate_id, FIELDS, langs);
  return rows.map((row) => {
    const file = row.file_id === null ? undefined : documents.get(row.file_id);
    const isImage = file?.mime.startsWith('image/') ?? false;
    const image = isImage && row.file_id !== null ? (images.get(row.file_id) ?? null) : null;
    const document = file && !isImage ? file : null;
    return { id: row.id, queue: row.queue, image, document, ...localizedFor(texts, row.id, FIELDS, langs) };
  });
}
