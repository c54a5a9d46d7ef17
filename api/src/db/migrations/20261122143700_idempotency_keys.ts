import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Public form answers by Idempotency-Key (api/src/lib/public-forms.ts once()): one row per (scope, key),
 * inserted before the form is stored so parallel repeats find it; `response` is the first answer (JSON),
 * null while that first request is still running. Rows older than 24 hours are pruned.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('scope', 'varchar(32)', (c) => c.notNull())
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_scope_key_unique', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at_index').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
