import type { Insertable, Selectable, Updateable } from 'kysely';

/** A hero slide's texts in one language. */
export interface HomeSlideTranslationsTable {
  home_slide_id: number;
  lang: string;
  title: string | null;
  subtitle: string | null;
}

export type HomeSlideTranslationRow = Selectable<HomeSlideTranslationsTable>;
export type NewHomeSlideTranslationRow = Insertable<HomeSlideTranslationsTable>;
export type HomeSlideTranslationUpdate = Updateable<HomeSlideTranslationsTable>;
