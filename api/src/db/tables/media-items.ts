import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A news article, video, photo album or blog post. */
export interface MediaItemsTable {
  id: Generated<number>;
  /** news | videos | photos | blog */
  kind: string;
  seo_name: string;
  cover_id: number | null;
  video_url: string | null;
  published_at: string;
  is_active: Generated<number>;
  created_at: string;
  updated_at: string;
  /** When it starts to show to visitors (ISO UTC; null: at once). lib/schedule.ts */
  publish_at: string | null;
  /** When it stops showing to visitors (ISO UTC; null: never). */
  unpublish_at: string | null;
}

export type MediaItemRow = Selectable<MediaItemsTable>;
export type NewMediaItemRow = Insertable<MediaItemsTable>;
export type MediaItemUpdate = Updateable<MediaItemsTable>;
