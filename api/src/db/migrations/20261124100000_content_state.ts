import type { Kysely } from 'kysely';

/**
 * One row whose version every successful admin write raises: server-rendered pages are cached per content
 * version, so no API process serves a page from before a write (modules/site/page-cache.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('content_state').values({ id: 1, version: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_state').execute();
}
