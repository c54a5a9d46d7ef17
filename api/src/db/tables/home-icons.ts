import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The home page's contact_form_social_icons. */
export interface HomeIconsTable {
  id: Generated<number>;
  file_id: number | null;
  queue: Generated<number>;
}

export type HomeIconRow = Selectable<HomeIconsTable>;
export type NewHomeIconRow = Insertable<HomeIconsTable>;
export type HomeIconUpdate = Updateable<HomeIconsTable>;
