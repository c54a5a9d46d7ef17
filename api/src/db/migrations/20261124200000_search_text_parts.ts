import type { Kysely } from 'kysely';
import { foldCode, foldText } from '../../lib/fold';

/*
 * products.search_text in two parts, `|code|oem…||name…|`: the empty part between numbers and names lets a
 * search ask for part numbers alone or names alone (search_type). Frozen once merged.
 */
async function rewrite(db: Kysely<any>, parted: boolean): Promise<void> {
  const products: { id: number; code: string }[] = await db.selectFrom('products').select(['id', 'code']).execute();
  for (const product of products) {
    const [names, oems]: [{ name: string | null }[], { number: string }[]] = await Promise.all([
      db.selectFrom('product_translations').select('name').where('product_id', '=', product.id).execute(),
      db.selectFrom('product_oem_numbers').select('number').where('product_id', '=', product.id).execute(),
    ]);
    const numbers = [foldCode(product.code), ...oems.map((o) => foldCode(o.number))].filter(Boolean);
    const words = names.flatMap((n) => (n.name ? [foldText(n.name), foldCode(n.name)] : [])).filter(Boolean);
    const text = parted ? `|${numbers.join('|')}||${words.join('|')}|` : `|${[...numbers, ...words].join('|')}|`;
    await db.updateTable('products').set({ search_text: text }).where('id', '=', product.id).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, false);
}
