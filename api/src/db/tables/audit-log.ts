import type { Generated, Selectable } from 'kysely';

/** One admin write, sign-in or failed sign-in (written by lib/audit/, read by modules/audit). */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  /** The staff member; null for a failed sign-in. */
  user_id: number | null;
  /** The staff member's name and e-mail at that time (a failed sign-in: the e-mail tried). */
  user_name: string | null;
  user_email: string | null;
  ip: string | null;
  /** create | update | delete | reorder | sign_in | sign_in_failed | … (AuditAction) */
  action: string;
  /** product | category | user | site_settings | contact_message | … (AuditEntity) */
  entity: string;
  entity_id: string | null;
  /** JSON `{ field: { before, after } }` of the fields that changed, secrets redacted; null when none. */
  changes: string | null;
}

export type AuditLogRow = Selectable<AuditLogTable>;
