import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A product's gallery image, drawing or document, in an order of its own. */
export interface ProductFilesTable {
  id: Generated<number>;
  product_id: number;
  file_id: number;
  /** image | technical_drawing | document */
  gallery_type: string;
  queue: Generated<number>;
}

export type ProductFileRow = Selectable<ProductFilesTable>;
export type NewProductFileRow = Insertable<ProductFilesTable>;
export type ProductFileUpdate = Updateable<ProductFilesTable>;
