import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A site language; page_lang holds its static texts. */
export interface LanguagesTable {
  id: Generated<number>;
  abbr: string;
  lang: string;
  /** JSON text: PageLang (static texts grouped by section). */
  page_lang: string;
  is_active: Generated<number>;
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type LanguageRow = Selectable<LanguagesTable>;
export type NewLanguageRow = Insertable<LanguagesTable>;
export type LanguageUpdate = Updateable<LanguagesTable>;
