import { type Kysely, PostgresAdapter } from 'kysely';

/*
 * Each remote's release address as changed while the site runs (modules/releases): one row per change or
 * refused change, newest last; the newest `serving` row of a remote is its address (else the MF_*_URL setting).
 * Frozen once merged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('remote_releases')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('remote', 'varchar(32)', (c) => c.notNull())
    .addColumn('url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('problem', 'text')
    .addColumn('changed_by', 'varchar(255)', (c) => c.notNull())
    .addColumn('changed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('remote_releases_remote').on('remote_releases').columns(['remote', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('remote_releases').execute();
}
