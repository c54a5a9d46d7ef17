import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A job application from /human-resources. */
export interface HumanResourcesMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  position: string | null;
  message: string | null;
  /** The CV: staff only, never under a public URL. */
  cv_file_id: number | null;
  kvkk_consent: number;
  /** 0 unread, 1 read */
  check: Generated<number>;
  /** mail | trash */
  section: Generated<string>;
  ip: string | null;
  /** Hash of the submission, so a double click or a retry is stored once. */
  dedupe_key: string | null;
  created_at: string;
}

export type HumanResourcesMessageRow = Selectable<HumanResourcesMessagesTable>;
export type NewHumanResourcesMessageRow = Insertable<HumanResourcesMessagesTable>;
export type HumanResourcesMessageUpdate = Updateable<HumanResourcesMessagesTable>;
