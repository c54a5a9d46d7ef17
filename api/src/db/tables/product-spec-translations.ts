import type { Insertable, Selectable, Updateable } from 'kysely';

/** A spec row's label in one language. */
export interface ProductSpecTranslationsTable {
  product_spec_id: number;
  lang: string;
  label: string | null;
}

export type ProductSpecTranslationRow = Selectable<ProductSpecTranslationsTable>;
export type NewProductSpecTranslationRow = Insertable<ProductSpecTranslationsTable>;
export type ProductSpecTranslationUpdate = Updateable<ProductSpecTranslationsTable>;
