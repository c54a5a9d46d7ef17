import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/database';
import { uniqueReference } from '../mail/reference';
import { nowIso } from '../../lib/time';
import { live } from '../../lib/schedule';

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

/** Stores a quote request with a new reference inside `trx` (which also writes its mails); returns both. */
export async function insertOffer(trx: Transaction<Database>, offer: NewOffer): Promise<{ id: number; reference: string }> {
  const reference = await uniqueReference(trx, 'offers');
  const { id } = await trx
    .insertInto('offers')
    .values({
      reference,
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
  return { id, reference };
}

/** The active product a public form names by token. */
export function findActiveProductByToken(db: Db, token: string) {
  return db
    .selectFrom('products')
    .select(['id', 'code'])
    .where('token', '=', token)
    .where('is_active', '=', 1)
    .where(live(db, 'products'))
    .executeTakeFirst();
}
