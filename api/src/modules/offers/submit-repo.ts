import type { Db } from '../../db/connection';
import { nowIso } from '../../lib/time';

export interface NewOffer {
  productId: number;
  productCode: string;
  company_name: string;
  name: string;
  email: string;
  phone: string;
  quantity: number;
  message: string;
  ip: string | null;
}

/** Stores a quote request; returns its id. */
export async function insertOffer(db: Db, offer: NewOffer): Promise<number> {
  const { id } = await db
    .insertInto('offers')
    .values({
      product_id: offer.productId,
      product_code: offer.productCode,
      company_name: offer.company_name,
      name: offer.name,
      email: offer.email,
      phone: offer.phone,
      quantity: offer.quantity,
      message: offer.message === '' ? null : offer.message,
      ip: offer.ip,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The active product a public form names by token. */
export function findActiveProductByToken(db: Db, token: string) {
  return db
    .selectFrom('products')
    .select(['id', 'code'])
    .where('token', '=', token)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}
