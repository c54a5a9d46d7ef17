import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A support request raised from the admin panel. */
export interface SupportRequestsTable {
  id: Generated<number>;
  user_id: number | null;
  subject: string;
  /** bug | content_help | new_feature */
  category: string;
  message: string;
  file_id: number | null;
  /** open | closed */
  status: Generated<string>;
  created_at: string;
}

export type SupportRequestRow = Selectable<SupportRequestsTable>;
export type NewSupportRequestRow = Insertable<SupportRequestsTable>;
export type SupportRequestUpdate = Updateable<SupportRequestsTable>;
