import { type Db, inTransaction } from '../../db/connection';

/** The stored values of `keys` (absent keys are left out). */
export async function readSettings(db: Db, keys: readonly string[]): Promise<Record<string, string | null>> {
  const rows = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('key', 'in', [...keys])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Inserts or replaces each key's value, all in one transaction. */
export async function writeSettings(db: Db, values: Record<string, string | null>): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const [key, value] of Object.entries(values)) {
      await trx
        .insertInto('site_settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    }
  });
}
