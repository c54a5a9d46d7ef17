import type { Insertable, Selectable, Updateable } from 'kysely';

/** A certificate's title in one language. */
export interface CertificateTranslationsTable {
  certificate_id: number;
  lang: string;
  title: string | null;
}

export type CertificateTranslationRow = Selectable<CertificateTranslationsTable>;
export type NewCertificateTranslationRow = Insertable<CertificateTranslationsTable>;
export type CertificateTranslationUpdate = Updateable<CertificateTranslationsTable>;
