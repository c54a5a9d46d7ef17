import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A company contact entry in one language. */
export interface ContactInformationTable {
  id: Generated<number>;
  /** adres | email | telefon | shift | source_link */
  section: string;
  name: string;
  content: string;
  lang: string;
  queue: Generated<number>;
}

export type ContactInformationRow = Selectable<ContactInformationTable>;
export type NewContactInformationRow = Insertable<ContactInformationTable>;
export type ContactInformationUpdate = Updateable<ContactInformationTable>;
