import type { Kysely } from 'kysely';

/*
 * Typed specifications (docs/architecture.md, "Registries"): a spec row names a property of the spec-key registry
 * (`spec_key`, null for a free row) and, when the property is a number, keeps that number (`value_number`) for the
 * measurement finder's ranges. Frozen once merged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_specs').addColumn('spec_key', 'varchar(32)').execute();
  await db.schema.alterTable('product_specs').addColumn('value_number', 'double precision').execute();
  await db.schema.createIndex('product_specs_key_number_idx').on('product_specs').columns(['spec_key', 'value_number']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_specs_key_number_idx').execute();
  await db.schema.alterTable('product_specs').dropColumn('value_number').execute();
  await db.schema.alterTable('product_specs').dropColumn('spec_key').execute();
}
