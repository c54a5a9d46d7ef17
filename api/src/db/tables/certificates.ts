import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A quality certificate (image or PDF). */
export interface CertificatesTable {
  id: Generated<number>;
  file_id: number | null;
  queue: Generated<number>;
  created_at: string;
}

export type CertificateRow = Selectable<CertificatesTable>;
export type NewCertificateRow = Insertable<CertificatesTable>;
export type CertificateUpdate = Updateable<CertificatesTable>;
