import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** One row of a product's technical specs table. */
export interface ProductSpecsTable {
  id: Generated<number>;
  product_id: number;
  /** A property of the spec-key registry (shared-libs/src/registry/specKeys.ts); null for a free row. */
  spec_key: string | null;
  /** The value as a number when the property is numeric (the measurement finder's ranges). */
  value_number: number | null;
  value: string;
  unit: string | null;
  queue: Generated<number>;
}

export type ProductSpecRow = Selectable<ProductSpecsTable>;
export type NewProductSpecRow = Insertable<ProductSpecsTable>;
export type ProductSpecUpdate = Updateable<ProductSpecsTable>;
