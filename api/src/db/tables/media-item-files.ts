import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A photo album's ordered gallery. */
export interface MediaItemFilesTable {
  id: Generated<number>;
  media_item_id: number;
  file_id: number;
  queue: Generated<number>;
}

export type MediaItemFileRow = Selectable<MediaItemFilesTable>;
export type NewMediaItemFileRow = Insertable<MediaItemFilesTable>;
export type MediaItemFileUpdate = Updateable<MediaItemFilesTable>;
