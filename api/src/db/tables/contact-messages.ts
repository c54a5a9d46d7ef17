import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A message sent through the public contact form. */
export interface ContactMessagesTable {
  id: Generated<number>;
  company_name: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** 0 unread, 1 read */
  check: Generated<number>;
  /** mail | trash */
  section: Generated<string>;
  ip: string | null;
  /** Hash of the submission, so a double click or a retry is stored once. */
  dedupe_key: string | null;
  created_at: string;
}

export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type NewContactMessageRow = Insertable<ContactMessagesTable>;
export type ContactMessageUpdate = Updateable<ContactMessagesTable>;
