import { type Kysely, PostgresAdapter } from 'kysely';

/*
 * Mail (modules/mail, docs/decisions.md "Mail through an outbox"): the outbox every mail is written to in the
 * submission's own transaction, who receives which kind, one-time password-reset tokens, and the reference
 * number visitors see on orders and quote requests. Frozen once merged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? 'serial' : 'integer';
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('audience', 'varchar(16)', (c) => c.notNull())
    .addColumn('to_address', 'varchar(2000)', (c) => c.notNull())
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_by', 'varchar(64)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('mail_recipients')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addUniqueConstraint('mail_recipients_kind_email', ['kind', 'email'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  for (const table of ['orders', 'offers']) {
    await db.schema.alterTable(table).addColumn('reference', 'varchar(32)').execute();
    await db.schema.createIndex(`${table}_reference`).on(table).column('reference').unique().execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['orders', 'offers']) {
    await db.schema.dropIndex(`${table}_reference`).execute();
    await db.schema.alterTable(table).dropColumn('reference').execute();
  }
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('mail_recipients').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
