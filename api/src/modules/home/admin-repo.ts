import { type Db, inTransaction } from '../../db/connection';

/** The featured categories' ids in their home-page order. */
export async function listFeaturedCategoryIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('home_featured_categories')
    .select('category_id')
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => r.category_id);
}

/** Replaces the featured set with `ids`, weighted from the list length down to 1 in the given order. */
export async function setFeaturedCategories(db: Db, ids: readonly number[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('home_featured_categories').execute();
    if (ids.length === 0) return;
    await trx
      .insertInto('home_featured_categories')
      .values(ids.map((category_id, index) => ({ category_id, queue: ids.length - index })))
      .execute();
  });
}

/** The ids among `ids` that are not categories. */
export async function unknownCategories(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom('categories').select('id').where('id', 'in', ids).execute();
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** The featured categories as the audit log records them: one list for the whole site (audit/history.ts). */
export const featuredSnapshot = async (db: Db): Promise<{ featured_categories: number[] }> => ({
  featured_categories: await listFeaturedCategoryIds(db),
});

/** Writes a recorded featured list back (a restore); the categories deleted since are left out. */
export async function writeFeatured(db: Db, wanted: Record<string, unknown>): Promise<void> {
  const ids = Array.isArray(wanted.featured_categories) ? wanted.featured_categories.map(Number) : [];
  const gone = new Set(await unknownCategories(db, ids));
  await setFeaturedCategories(
    db,
    ids.filter((id) => !gone.has(id)),
  );
}
