import type { Generated, Selectable } from 'kysely';

/** A mail waiting, being sent, sent or given up on (modules/mail/outbox.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  /** contact | offer | order | human_resources | support | password_reset */
  kind: string;
  /** staff | visitor */
  audience: string;
  /** Comma-separated addresses. */
  to_address: string;
  /** Where a reply goes (a staff mail: the visitor who wrote), or null: the sender. */
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  /** The submission the mail is about (its row id), if any. */
  record_id: number | null;
  /** pending | sending | sent | failed */
  status: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  /** The worker holding the row while it sends, and until when (a stopped worker's row is taken again after). */
  claimed_by: string | null;
  claimed_until: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Who receives the staff mail of a kind. */
export interface MailRecipientsTable {
  id: Generated<number>;
  kind: string;
  email: string;
}

/** A one-time password-reset token: only its SHA-256 is stored. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type MailOutboxRow = Selectable<MailOutboxTable>;
