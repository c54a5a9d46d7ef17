import type { Insertable, Selectable, Updateable } from 'kysely';

/** A route's title and description in one language. */
export interface PageMetaTranslationsTable {
  page_meta_id: number;
  lang: string;
  title: string | null;
  description: string | null;
}

export type PageMetaTranslationRow = Selectable<PageMetaTranslationsTable>;
export type NewPageMetaTranslationRow = Insertable<PageMetaTranslationsTable>;
export type PageMetaTranslationUpdate = Updateable<PageMetaTranslationsTable>;
