import type { Insertable, Selectable, Updateable } from 'kysely';

/** A category's texts in one language. */
export interface CategoryTranslationsTable {
  category_id: number;
  lang: string;
  name: string | null;
  seo_title: string | null;
  seo_description: string | null;
}

export type CategoryTranslationRow = Selectable<CategoryTranslationsTable>;
export type NewCategoryTranslationRow = Insertable<CategoryTranslationsTable>;
export type CategoryTranslationUpdate = Updateable<CategoryTranslationsTable>;
