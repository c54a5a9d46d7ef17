import type { Insertable, Selectable, Updateable } from 'kysely';

/** A gallery file's alt text in one language. */
export interface ProductFileTranslationsTable {
  product_file_id: number;
  lang: string;
  alt: string | null;
}

export type ProductFileTranslationRow = Selectable<ProductFileTranslationsTable>;
export type NewProductFileTranslationRow = Insertable<ProductFileTranslationsTable>;
export type ProductFileTranslationUpdate = Updateable<ProductFileTranslationsTable>;
