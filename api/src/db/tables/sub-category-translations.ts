import type { Insertable, Selectable, Updateable } from 'kysely';

/** A sub-category's name in one language. */
export interface SubCategoryTranslationsTable {
  sub_category_id: number;
  lang: string;
  name: string | null;
}

export type SubCategoryTranslationRow = Selectable<SubCategoryTranslationsTable>;
export type NewSubCategoryTranslationRow = Insertable<SubCategoryTranslationsTable>;
export type SubCategoryTranslationUpdate = Updateable<SubCategoryTranslationsTable>;
