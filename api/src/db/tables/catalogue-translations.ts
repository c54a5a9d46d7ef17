import type { Insertable, Selectable, Updateable } from 'kysely';

/** A catalogue's title in one language. */
export interface CatalogueTranslationsTable {
  catalogue_id: number;
  lang: string;
  title: string | null;
}

export type CatalogueTranslationRow = Selectable<CatalogueTranslationsTable>;
export type NewCatalogueTranslationRow = Insertable<CatalogueTranslationsTable>;
export type CatalogueTranslationUpdate = Updateable<CatalogueTranslationsTable>;
