import type { Insertable, Selectable, Updateable } from 'kysely';

/** A product's texts in one language. */
export interface ProductTranslationsTable {
  product_id: number;
  lang: string;
  name: string | null;
  /** name folded for search (Turkish letters to ASCII, lower-case). */
  name_folded: string | null;
  short_description: string | null;
  description: string | null;
  seo_title: string | null;
  seo_description: string | null;
}

export type ProductTranslationRow = Selectable<ProductTranslationsTable>;
export type NewProductTranslationRow = Insertable<ProductTranslationsTable>;
export type ProductTranslationUpdate = Updateable<ProductTranslationsTable>;
