import type { Insertable, Selectable, Updateable } from 'kysely';

/** A media item's texts in one language. */
export interface MediaItemTranslationsTable {
  media_item_id: number;
  lang: string;
  title: string | null;
  summary: string | null;
  body: string | null;
}

export type MediaItemTranslationRow = Selectable<MediaItemTranslationsTable>;
export type NewMediaItemTranslationRow = Insertable<MediaItemTranslationsTable>;
export type MediaItemTranslationUpdate = Updateable<MediaItemTranslationsTable>;
