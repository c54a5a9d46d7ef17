import { type Kysely, PostgresAdapter } from 'kysely';

/*
 * Canaries and release health (modules/releases/canary.ts, health.ts; docs/decisions.md "Canary and release
 * health"): one row per canary a Süper Yönetici started (the running one of a remote is served to its share of
 * visitors), and the pages and failures of each release per time slot, summed over every API process. Frozen once
 * merged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? 'serial' : 'integer';
  await db.schema
    .createTable('release_canaries')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('remote', 'varchar(32)', (c) => c.notNull())
    .addColumn('url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('started_by', 'varchar(255)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_by', 'varchar(255)')
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('release_canaries_status').on('release_canaries').columns(['status', 'remote']).execute();

  await db.schema
    .createTable('release_health')
    .addColumn('remote', 'varchar(32)', (c) => c.notNull())
    .addColumn('url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('canary_id', 'integer', (c) => c.notNull())
    .addColumn('slot', 'bigint', (c) => c.notNull())
    .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('render_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('browser_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('release_health_key', ['remote', 'url', 'canary_id', 'slot'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('release_health').execute();
  await db.schema.dropTable('release_canaries').execute();
}
