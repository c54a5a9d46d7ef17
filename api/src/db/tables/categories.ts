import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A main category of one catalogue section. */
export interface CategoriesTable {
  id: Generated<number>;
  section: string;
  seo_name: string;
  queue: Generated<number>;
  image_id: number | null;
  created_at: string;
  updated_at: string;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type NewCategoryRow = Insertable<CategoriesTable>;
export type CategoryUpdate = Updateable<CategoriesTable>;
