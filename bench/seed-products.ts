/**
 * Fast bulk seeding for the benchmarks: clones the demo products (names in every language, OEM numbers,
 * vehicle types) until the catalogue holds `total` products, in multi-row inserts of BATCH rows inside one
 * transaction per batch. Each clone gets a code of its own (a unique six-digit number), its names and OEM
 * numbers a numeric suffix, and its folded search text the way the product writes compute it (searchTextOf).
 */
import { randomBytes } from 'node:crypto';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../api/src/db/connection';
import type { Database } from '../api/src/db/database';
import { foldCode, foldText } from '../api/src/lib/fold';
import { nowIso } from '../api/src/lib/time';
import { searchTextOf } from '../api/src/lib/search-text';

const BATCH = 500;

/** The code of the `n`th clone (0-based): unique for n < 900,000, so a bench can search one exactly. */
export function cloneCode(n: number): string {
  const number = 100000 + ((n * 7919) % 900000);
  return `VT ${number} NP${String(n % 100).padStart(2, '0')}`;
}

export async function bulkSeedProducts(db: Db, total: number): Promise<number> {
  const demo = await db.selectFrom('products').selectAll().orderBy('id').execute();
  if (demo.length === 0) throw new Error('the demo catalogue is empty: cannot clone product shapes');
  const ids = demo.map((p) => p.id);
  const translations = await db.selectFrom('product_translations').selectAll().where('product_id', 'in', ids).execute();
  const oems = await db.selectFrom('product_oem_numbers').selectAll().where('product_id', 'in', ids).execute();
  const types = await db.selectFrom('product_transporter_types').selectAll().where('product_id', 'in', ids).execute();
  const now = nowIso();
  const firstId = Math.max(...ids) + 1;
  const missing = total - demo.length;
  for (let start = 0; start < missing; start += BATCH) {
    const products: Insertable<Database['products']>[] = [];
    const names: Insertable<Database['product_translations']>[] = [];
    const oemRows: Insertable<Database['product_oem_numbers']>[] = [];
    const typeRows: Insertable<Database['product_transporter_types']>[] = [];
    for (let n = start; n < Math.min(missing, start + BATCH); n += 1) {
      const base = demo[n % demo.length]!;
      const id = firstId + n;
      const code = cloneCode(n);
      const own = translations
        .filter((t) => t.product_id === base.id)
        .map((t) => {
          const name = t.name ? `${t.name} ${n + 1}` : null;
          return { ...t, product_id: id, name, name_folded: name ? foldText(name) : null };
        });
      const ownOems = oems
        .filter((o) => o.product_id === base.id)
        .map(({ id: _id, ...o }) => {
          const number = `${o.number}-${n + 1}`;
          return { ...o, product_id: id, number, number_folded: foldCode(number) };
        });
      products.push({
        id,
        token: randomBytes(12).toString('base64url'),
        code,
        code_folded: foldCode(code),
        section: base.section,
        category_id: base.category_id,
        sub_category_id: base.sub_category_id,
        seo_name: `${base.seo_name}-b${n + 1}`,
        is_active: 1,
        queue: 0,
        search_text: searchTextOf(
          code,
          ownOems.map((o) => o.number),
          own.map((t) => t.name),
        ),
        created_at: now,
        updated_at: now,
      });
      names.push(...own);
      oemRows.push(...ownOems);
      typeRows.push(...types.filter((t) => t.product_id === base.id).map((t) => ({ ...t, product_id: id })));
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('products').values(products).execute();
      if (names.length > 0) await trx.insertInto('product_translations').values(names).execute();
      if (oemRows.length > 0) await trx.insertInto('product_oem_numbers').values(oemRows).execute();
      if (typeRows.length > 0) await trx.insertInto('product_transporter_types').values(typeRows).execute();
    });
  }
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** After explicit ids, PostgreSQL's sequence must move past them; fresh statistics for the planner. */
export async function afterBulkSeed(db: Db, engine: 'sqlite' | 'postgres'): Promise<void> {
  if (engine === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`.execute(db);
    await sql`vacuum analyze`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
}
