import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { OutboxKind } from '@vitrin/shared-libs/types/mail';
import type { Database } from '../../db/database';
import type { MailOutboxRow } from '../../db/tables/mail';
import { nowIso } from '../../lib/time';
import { redactSecrets } from './secrets';
import type { RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  kind: OutboxKind;
  audience: 'staff' | 'visitor';
  to: readonly string[];
  /** Where a reply goes: a staff mail about a submission answers the visitor who sent it. */
  replyTo?: string;
  recordId: number | null;
}

/** How long a worker holds a claimed row; one that stopped mid-send has it taken again after this. */
export const CLAIM_MS = 5 * 60_000;
/** The longest wait between two attempts. */
const MAX_BACKOFF_MS = 60 * 60_000;

/**
 * Writes mails to the outbox with `db` — the transaction that stores the submission, so both are kept or
 * neither is (docs/decisions.md, "Mail through an outbox"). A mail with no address is not written.
 */
export async function enqueueMails(db: Kysely<Database>, mails: readonly OutgoingMail[]): Promise<void> {
  const now = nowIso();
  const rows = mails
    .filter((mail) => mail.to.length > 0)
    .map((mail) => ({
      kind: mail.kind,
      audience: mail.audience,
      to_address: mail.to.join(', '),
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      record_id: mail.recordId,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    }));
  if (rows.length > 0) await db.insertInto('mail_outbox').values(rows).execute();
}

/**
 * Claims up to `limit` mails due now for `worker`: pending ones whose time has come, and ones another worker
 * claimed but did not finish within CLAIM_MS. One UPDATE … WHERE id IN (SELECT …) RETURNING: on PostgreSQL the
 * SELECT takes `FOR UPDATE SKIP LOCKED`, so two processes claiming at once get different rows; SQLite runs one
 * writer at a time, so the conditional UPDATE is a claim by itself. Each claim counts as an attempt.
 */
export async function claimDue(db: Kysely<Database>, worker: string, limit: number): Promise<MailOutboxRow[]> {
  const now = nowIso();
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
      ]),
    )
    .orderBy('id')
    .limit(limit);
  return db
    .updateTable('mail_outbox')
    .set({
      status: 'sending',
      claimed_by: worker,
      claimed_until: nowIso(Date.now() + CLAIM_MS),
      attempts: sql<number>`attempts + 1`,
      updated_at: now,
    })
    .where('id', 'in', isPostgres ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
}

/** The wait before attempt `attempts + 1`: base, 2×base, 4×base … at most an hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** A mail's parts with their secrets replaced: what the outbox keeps once the mail is sent or given up. */
const redacted = (row: MailOutboxRow) => ({ html: redactSecrets(row.html), text: redactSecrets(row.text) });

/** Marks a claimed mail sent (only while this worker still holds it); its secrets leave the outbox. */
export async function markSent(db: Kysely<Database>, row: MailOutboxRow, worker: string): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: now,
      claimed_by: null,
      claimed_until: null,
      last_error: null,
      updated_at: now,
      ...redacted(row),
    })
    .where('id', '=', row.id)
    .where('claimed_by', '=', worker)
    .execute();
}

/** A failed attempt: the mail waits for its next one, or is given up on after `maxAttempts`. */
export async function markFailed(
  db: Kysely<Database>,
  row: MailOutboxRow,
  worker: string,
  error: string,
  options: { retryBaseMs: number; maxAttempts: number },
): Promise<void> {
  const now = Date.now();
  const givenUp = row.attempts >= options.maxAttempts;
  await db
    .updateTable('mail_outbox')
    .set({
      status: givenUp ? 'failed' : 'pending',
      last_error: error.slice(0, 2000),
      next_attempt_at: nowIso(now + backoffMs(row.attempts, options.retryBaseMs)),
      claimed_by: null,
      claimed_until: null,
      updated_at: nowIso(now),
      // Given up: nobody will send it again with its secret (a reset link expires long before).
      ...(givenUp ? redacted(row) : {}),
    })
    .where('id', '=', row.id)
    .where('claimed_by', '=', worker)
    .execute();
}

/**
 * Sends a mail again from the mail log: it waits as a new one (attempts from zero; the last error is kept).
 * 'secret' for a password reset: its link is single and short-lived (the person asks for a new one).
 */
export async function resend(db: Kysely<Database>, id: number): Promise<'queued' | 'missing' | 'secret'> {
  const now = nowIso();
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, claimed_by: null, claimed_until: null, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['failed', 'sent', 'pending'])
    .where('kind', '!=', 'password_reset')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'queued';
  const reset = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', 'password_reset')
    .executeTakeFirst();
  return reset ? 'secret' : 'missing';
}

/**
 * Stores a submission and its mails in one transaction: `store` writes the rows, `mails` says what to send about
 * them. Either both are kept or neither is. Wake the worker (app.mail.wake()) after it resolves.
 */
export async function storeWithMails<T>(
  db: Kysely<Database>,
  store: (trx: Transaction<Database>) => Promise<T>,
  mails: (stored: T) => OutgoingMail[] | Promise<OutgoingMail[]>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const stored = await store(trx);
    await enqueueMails(trx, await mails(stored));
    return stored;
  });
}
