import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';

/** Letters and digits nobody misreads on the phone or paper: no 0/O, no 1/I. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 5;

/** The letter before the year: Q a quote cart (order), P a quote request for one product (offer). */
export const REFERENCE_PREFIX = { orders: 'Q', offers: 'P' } as const;
export type ReferencedTable = keyof typeof REFERENCE_PREFIX;

/** `Q-2026-7K3F9`: kind, year, five random characters (32⁵ ≈ 33 million a year; docs/decisions.md). */
export function newReference(table: ReferencedTable, now = new Date()): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX[table]}-${now.getUTCFullYear()}-${code}`;
}

export const REFERENCE_PATTERN = /^[QP]-\d{4}-[2-9A-HJ-NP-Z]{5}$/;

/**
 * A reference no row of `table` has yet, chosen inside the transaction that stores the row (the unique index on
 * `reference` refuses the rare race two transactions could still run into).
 */
export async function uniqueReference(trx: Transaction<Database>, table: ReferencedTable): Promise<string> {
  for (;;) {
    const reference = newReference(table);
    const taken = await trx.selectFrom(table).select('id').where('reference', '=', reference).executeTakeFirst();
    if (!taken) return reference;
  }
}
