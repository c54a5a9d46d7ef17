import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/database';
import { uniqueReference } from '../mail/reference';
import type { NewOrderRow } from '../../db/tables/orders';
import { nowIso } from '../../lib/time';
import { live } from '../../lib/schedule';

export interface CheckoutLine {
  token: string;
  quantity: number;
}

export type CheckoutCustomer = Pick<
  NewOrderRow,
  'company_name' | 'name' | 'email' | 'phone' | 'country' | 'city' | 'address' | 'note'
>;

export interface LineProduct {
  id: number;
  token: string;
  code: string;
  name: string;
}

/** The active products behind the tokens, with their name in `lang` (else `fallback`, else the code). */
export async function productsForLines(
  db: Db,
  tokens: readonly string[],
  lang: string,
  fallback: string,
): Promise<Map<string, LineProduct>> {
  const out = new Map<string, LineProduct>();
  if (tokens.length === 0) return out;
  const products = await db
    .selectFrom('products')
    .select(['id', 'token', 'code'])
    .where('token', 'in', [...tokens])
    .where('is_active', '=', 1)
    .where(live(db, 'products'))
    .execute();
  if (products.length === 0) return out;
  const names = await db
    .selectFrom('product_translations')
    .select(['product_id', 'lang', 'name'])
    .where(
      'product_id',
      'in',
      products.map((p) => p.id),
    )
    .where('lang', 'in', [lang, fallback])
    .execute();
  for (const product of products) {
    const nameIn = (code: string) => names.find((n) => n.product_id === product.id && n.lang === code)?.name;
    out.set(product.token, { ...product, name: nameIn(lang) ?? nameIn(fallback) ?? product.code });
  }
  return out;
}

/**
 * Stores the order and its lines (code and name as they are now) with a new reference, inside `trx` (the
 * transaction that also writes its mails, modules/mail/outbox.ts); returns the order id and reference.
 */
export async function storeOrder(
  trx: Transaction<Database>,
  customer: CheckoutCustomer,
  lines: readonly { product: LineProduct; quantity: number }[],
  ip: string,
): Promise<{ id: number; reference: string }> {
  const now = nowIso();
  const reference = await uniqueReference(trx, 'orders');
  const { id } = await trx
    .insertInto('orders')
    .values({ ...customer, reference, kvkk_consent: 1, ip, internal_note: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_lines')
    .values(
      lines.map(({ product, quantity }) => ({
        order_id: id,
        product_id: product.id,
        product_token: product.token,
        code: product.code,
        name: product.name,
        quantity,
      })),
    )
    .execute();
  return { id, reference };
}
