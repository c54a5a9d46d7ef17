import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A catalogue product. */
export interface ProductsTable {
  id: Generated<number>;
  /** Stable public id, used by the cart. */
  token: string;
  code: string;
  /** code folded for search: lower-case ASCII without spaces, dashes, dots or slashes. */
  code_folded: string;
  section: string;
  category_id: number;
  sub_category_id: number | null;
  seo_name: string;
  is_active: Generated<number>;
  /** `|code|oem…|name…|`, each folded (lib/fold): what the product search scans. */
  search_text: Generated<string>;
  queue: Generated<number>;
  created_at: string;
  updated_at: string;
  /** When it starts to show to visitors (ISO UTC; null: at once). lib/schedule.ts */
  publish_at: string | null;
  /** When it stops showing to visitors (ISO UTC; null: never). */
  unpublish_at: string | null;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
