import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The banner at the top of an inner page. */
export interface BreadcrumbsTable {
  id: Generated<number>;
  key: string;
  image_id: number | null;
  updated_at: string;
}

export type BreadcrumbRow = Selectable<BreadcrumbsTable>;
export type NewBreadcrumbRow = Insertable<BreadcrumbsTable>;
export type BreadcrumbUpdate = Updateable<BreadcrumbsTable>;
