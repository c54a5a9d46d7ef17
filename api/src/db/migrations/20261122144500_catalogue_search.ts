import type { Kysely } from 'kysely';
import { foldCode, foldText } from '../../lib/fold';

/*
 * Catalogue: one folded search column per product (code, OEM numbers and names in every language), so a product
 * search is one scan of one table; per-language alt texts of gallery files; indexes for the list paths.
 * Frozen once merged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('products_category_id_is_active_queue_index')
    .on('products')
    .columns(['category_id', 'is_active', 'queue'])
    .execute();
  await db.schema.createIndex('products_is_active_queue_index').on('products').columns(['is_active', 'queue']).execute();
  await db.schema
    .createIndex('product_oem_numbers_number_folded_product_id_index')
    .on('product_oem_numbers')
    .columns(['number_folded', 'product_id'])
    .execute();

  await db.schema
    .createTable('product_file_translations')
    .addColumn('product_file_id', 'integer', (c) => c.notNull().references('product_files.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(12)', (c) => c.notNull())
    .addColumn('alt', 'varchar(255)')
    .addPrimaryKeyConstraint('product_file_translations_pk', ['product_file_id', 'lang'] as never)
    .execute();

  // Existing products get their search text now; later saves keep it current.
  const products: { id: number; code: string }[] = await db.selectFrom('products').select(['id', 'code']).execute();
  for (const product of products) {
    const names: { name: string | null }[] = await db
      .selectFrom('product_translations')
      .select('name')
      .where('product_id', '=', product.id)
      .execute();
    const oems: { number: string }[] = await db
      .selectFrom('product_oem_numbers')
      .select('number')
      .where('product_id', '=', product.id)
      .execute();
    const parts = [
      foldCode(product.code),
      ...oems.map((o) => foldCode(o.number)),
      ...names.flatMap((n) => (n.name ? [foldText(n.name), foldCode(n.name)] : [])),
    ];
    await db
      .updateTable('products')
      .set({ search_text: `|${parts.filter(Boolean).join('|')}|` })
      .where('id', '=', product.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_file_translations').execute();
  await db.schema.dropIndex('product_oem_numbers_number_folded_product_id_index').execute();
  await db.schema.dropIndex('products_is_active_queue_index').execute();
  await db.schema.dropIndex('products_category_id_is_active_queue_index').execute();
  await db.schema.alterTable('products').dropColumn('search_text').execute();
}
