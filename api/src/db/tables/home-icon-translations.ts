import type { Insertable, Selectable, Updateable } from 'kysely';

/** A home icon's title and link in one language. */
export interface HomeIconTranslationsTable {
  home_icon_id: number;
  lang: string;
  title: string | null;
  link: string | null;
}

export type HomeIconTranslationRow = Selectable<HomeIconTranslationsTable>;
export type NewHomeIconTranslationRow = Insertable<HomeIconTranslationsTable>;
export type HomeIconTranslationUpdate = Updateable<HomeIconTranslationsTable>;
