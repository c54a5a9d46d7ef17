import type { Kysely } from 'kysely';

/*
 * A mail's Reply-To (modules/mail/outbox.ts): a staff mail about a visitor's submission answers the visitor, not the
 * site's own address. Frozen once merged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'varchar(320)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('reply_to').execute();
}
