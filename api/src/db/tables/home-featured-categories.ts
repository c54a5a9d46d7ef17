import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Categories featured on the home page. */
export interface HomeFeaturedCategoriesTable {
  id: Generated<number>;
  category_id: number;
  queue: Generated<number>;
}

export type HomeFeaturedCategoryRow = Selectable<HomeFeaturedCategoriesTable>;
export type NewHomeFeaturedCategoryRow = Insertable<HomeFeaturedCategoriesTable>;
export type HomeFeaturedCategoryUpdate = Updateable<HomeFeaturedCategoriesTable>;
