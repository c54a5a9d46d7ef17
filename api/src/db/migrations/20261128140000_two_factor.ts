import { type Kysely, PostgresAdapter } from 'kysely';

/*
 * Two-factor sign-in and the sessions screen (modules/auth/two-factor.ts, docs/decisions.md "Two-factor sign-in and
 * sessions"):
 * a user's TOTP secret (encrypted) and the last time step used, their recovery codes (hashed), the short-lived
 * challenges between the password and the code, and when each session was last seen. Frozen once merged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? 'serial' : 'integer';
  await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(255)').execute();
  await db.schema.alterTable('users').addColumn('totp_pending_secret', 'varchar(255)').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'varchar(32)').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').columns(['user_id']).execute();

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_challenges_expires').on('sign_in_challenges').columns(['expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
