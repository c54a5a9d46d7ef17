import { type Kysely, PostgresAdapter } from 'kysely';

/*
 * Catalogue imports (modules/products/import-*.ts, docs/api.md "Catalogue import and export"): one import at a time
 * per catalogue, across API processes (a lease row per section), and the full report of each import, downloaded
 * from the dialog. Frozen once merged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('import_locks')
    .addColumn('section', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('import_reports')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('section', 'varchar(32)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('import_reports_created_at').on('import_reports').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_reports').execute();
  await db.schema.dropTable('import_locks').execute();
}
