import type { Kysely } from 'kysely';

/*
 * Scheduled publishing (lib/schedule.ts, docs/architecture.md "Scheduled publishing"): when a product, a media item
 * or a content page shows to visitors (publish_at, unpublish_at: ISO-8601 UTC text like every timestamp here, null:
 * no limit on that side), and one row recording up to when the passed transitions were handled, so one API
 * process raises the content version for a transition, not every process. Frozen once merged.
 */
const TABLES = ['products', 'media_items', 'pages'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('publish_at', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('unpublish_at', 'varchar(32)').execute();
    // The check looks for times passed since the last one (a range on each column).
    await db.schema.createIndex(`${table}_publish_at`).on(table).column('publish_at').execute();
    await db.schema.createIndex(`${table}_unpublish_at`).on(table).column('unpublish_at').execute();
  }
  await db.schema
    .createTable('schedule_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('checked_to', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.insertInto('schedule_state').values({ id: 1, checked_to: '' }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('schedule_state').execute();
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_unpublish_at`).execute();
    await db.schema.dropIndex(`${table}_publish_at`).execute();
    await db.schema.alterTable(table).dropColumn('unpublish_at').execute();
    await db.schema.alterTable(table).dropColumn('publish_at').execute();
  }
}
