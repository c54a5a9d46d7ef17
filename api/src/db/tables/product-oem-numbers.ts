import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A product's OEM cross-reference. */
export interface ProductOemNumbersTable {
  id: Generated<number>;
  product_id: number;
  manufacturer: string;
  number: string;
  /** number folded for search: lower-case without spaces, dashes, dots or slashes. */
  number_folded: string;
  queue: Generated<number>;
}

export type ProductOemNumberRow = Selectable<ProductOemNumbersTable>;
export type NewProductOemNumberRow = Insertable<ProductOemNumbersTable>;
export type ProductOemNumberUpdate = Updateable<ProductOemNumbersTable>;
