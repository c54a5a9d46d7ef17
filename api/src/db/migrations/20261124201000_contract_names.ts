import type { Kysely } from 'kysely';

/*
 * Contracts get a name per language (contract_translations.name), like every other translatable field; a
 * language without one shows the contract's own name. Frozen once merged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contract_translations').addColumn('name', 'varchar(255)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contract_translations').dropColumn('name').execute();
}
