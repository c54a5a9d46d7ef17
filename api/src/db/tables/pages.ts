import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A content page (GET /api/pages/content?page=key). */
export interface PagesTable {
  id: Generated<number>;
  /** home, about_us, vision_mission, … */
  key: string;
  image_id: number | null;
  updated_at: string;
  /** When it starts to show to visitors (ISO UTC; null: at once). lib/schedule.ts */
  publish_at: string | null;
  /** When it stops showing to visitors (ISO UTC; null: never). */
  unpublish_at: string | null;
}

export type PageRow = Selectable<PagesTable>;
export type NewPageRow = Insertable<PagesTable>;
export type PageUpdate = Updateable<PagesTable>;
