import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A downloadable PDF catalogue. */
export interface CataloguesTable {
  id: Generated<number>;
  cover_id: number | null;
  file_id: number | null;
  queue: Generated<number>;
  created_at: string;
}

export type CatalogueRow = Selectable<CataloguesTable>;
export type NewCatalogueRow = Insertable<CataloguesTable>;
export type CatalogueUpdate = Updateable<CataloguesTable>;
