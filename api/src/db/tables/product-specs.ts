import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** One row of a product's technical specs table. */
export interface ProductSpecsTable {
  id: Generated<number>;
  product_id: number;
  value: string;
  unit: string | null;
  queue: Generated<number>;
}

export type ProductSpecRow = Selectable<ProductSpecsTable>;
export type NewProductSpecRow = Insertable<ProductSpecsTable>;
export type ProductSpecUpdate = Updateable<ProductSpecsTable>;
