import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A sub-category of one main category. */
export interface SubCategoriesTable {
  id: Generated<number>;
  category_id: number;
  seo_name: string;
  queue: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type SubCategoryRow = Selectable<SubCategoriesTable>;
export type NewSubCategoryRow = Insertable<SubCategoriesTable>;
export type SubCategoryUpdate = Updateable<SubCategoriesTable>;
