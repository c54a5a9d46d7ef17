import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Per-route page title and meta description. */
export interface PageMetaTable {
  id: Generated<number>;
  /** A public route name (home, about_us, …) or a category seo_name. */
  key: string;
  updated_at: string;
}

export type PageMetaRow = Selectable<PageMetaTable>;
export type NewPageMetaRow = Insertable<PageMetaTable>;
export type PageMetaUpdate = Updateable<PageMetaTable>;
