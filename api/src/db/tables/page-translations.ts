import type { Insertable, Selectable, Updateable } from 'kysely';

/** A page's title and HTML body in one language. */
export interface PageTranslationsTable {
  page_id: number;
  lang: string;
  title: string | null;
  body: string | null;
}

export type PageTranslationRow = Selectable<PageTranslationsTable>;
export type NewPageTranslationRow = Insertable<PageTranslationsTable>;
export type PageTranslationUpdate = Updateable<PageTranslationsTable>;
