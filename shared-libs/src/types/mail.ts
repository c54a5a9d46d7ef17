/** Mail (the API's modules/mail): the staff's mail settings and mail log screens, and the password reset. */

/** The kinds staff receive mail about, each with its Turkish name on the settings and log screens. */
export const MAIL_KIND_LABELS = {
  contact: 'İletişim Mesajı',
  offer: 'Teklif Talebi',
  order: 'Sipariş (Teklif Sepeti)',
  human_resources: 'İş Başvurusu',
  support: 'Destek Talebi',
} as const;
export type MailKind = keyof typeof MAIL_KIND_LABELS;
export const MAIL_KINDS = Object.keys(MAIL_KIND_LABELS) as MailKind[];
/**
 * What a mail in the outbox is about: a kind staff receive, a staff member's password reset, or a canary stopped
 * by its failure rate.
 */
export type OutboxKind = MailKind | 'password_reset' | 'release_stopped';

/** GET /api/admin/mail/settings. */
export interface MailSettings {
  /** False while SMTP_URL is unset: mails wait in the outbox. */
  enabled: boolean;
  from: string;
  /** The addresses each kind goes to (the first Süper Yönetici when none was chosen). */
  recipients: Record<MailKind, string[]>;
  /** Whether a kind's addresses were chosen (false: the default is shown). */
  chosen: Record<MailKind, boolean>;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A row of GET /api/admin/mail/log. */
export interface MailLogEntry {
  id: number;
  kind: OutboxKind;
  audience: 'staff' | 'visitor';
  to_address: string;
  subject: string;
  record_id: number | null;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  created_at: string;
}
