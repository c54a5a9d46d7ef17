import { type Kysely, PostgresAdapter, sql } from 'kysely';

/*
 * An index for product search, so a search stays fast as the catalogue grows (docs/decisions.md, "Product
 * search index"). products.search_text (folded code, OEM numbers and names) is matched as a substring; each
 * engine indexes it with its own trigram index, which answers exactly that question:
 * - SQLite: an FTS5 table with the trigram tokenizer over products.search_text (external content, kept by
 *   triggers), queried with a phrase MATCH — a substring match of three characters or more.
 * - PostgreSQL: a pg_trgm GIN index on products.search_text, which serves `search_text LIKE '%…%'`.
 * Plus indexes in the lists' order (heaviest queue first, then id) for the admin list and the search.
 * Frozen once merged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index products_search_text_trgm_index on products using gin (search_text gin_trgm_ops)`.execute(db);
  } else {
    await sql`create virtual table product_search using fts5(search_text, content='products', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger products_search_insert after insert on products begin
      insert into product_search(rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
    await sql`create trigger products_search_delete after delete on products begin
      insert into product_search(product_search, rowid, search_text) values ('delete', old.id, old.search_text);
    end`.execute(db);
    await sql`create trigger products_search_update after update of search_text on products begin
      insert into product_search(product_search, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into product_search(rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
    await sql`insert into product_search(product_search) values ('rebuild')`.execute(db);
  }
  // Lists show the heaviest queue first, then the oldest id: indexes in exactly that order, so a page is read
  // off the index (no sort of every match) and a deep page skips index entries only.
  await sql`create index products_section_queue_id_index on products (section, queue desc, id)`.execute(db);
  await sql`create index products_is_active_queue_id_index on products (is_active, queue desc, id)`.execute(db);

  // One row whose version every product write raises in its transaction: the product list cache of each API
  // process compares it, so no process serves a list from before a write (modules/products/list-cache.ts).
  await db.schema
    .createTable('catalogue_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('catalogue_state').values({ id: 1, version: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_state').execute();
  await db.schema.dropIndex('products_is_active_queue_id_index').execute();
  await db.schema.dropIndex('products_section_queue_id_index').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index products_search_text_trgm_index`.execute(db);
  } else {
    for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update'])
      await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
    await sql`drop table product_search`.execute(db);
  }
}
