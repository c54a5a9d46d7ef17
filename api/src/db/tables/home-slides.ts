import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** One slide of the home page's hero slider. */
export interface HomeSlidesTable {
  id: Generated<number>;
  image_id: number | null;
  link: string | null;
  queue: Generated<number>;
  created_at: string;
}

export type HomeSlideRow = Selectable<HomeSlidesTable>;
export type NewHomeSlideRow = Insertable<HomeSlidesTable>;
export type HomeSlideUpdate = Updateable<HomeSlidesTable>;
