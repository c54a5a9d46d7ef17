import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** One line of an order: a snapshot of the product. */
export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  product_token: string;
  /** code and name as they were when the order was sent. */
  code: string;
  name: string;
  quantity: number;
}

export type OrderLineRow = Selectable<OrderLinesTable>;
export type NewOrderLineRow = Insertable<OrderLinesTable>;
export type OrderLineUpdate = Updateable<OrderLinesTable>;
