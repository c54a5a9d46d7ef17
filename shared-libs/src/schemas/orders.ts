/** The response schemas of the wire types in `types/orders.ts` (see wire.ts). */
import { ORDER_STATUSES } from '@vitrin/shared-libs/types/orders';
import { arrayOf, int, merge, nullable, object, oneOf, str } from '@vitrin/shared-libs/schemas/wire';

export const orderStatusSchema = oneOf(ORDER_STATUSES);

export const orderSummarySchema = object({
  id: int,
  reference: nullable(str),
  company_name: str,
  name: str,
  email: str,
  phone: str,
  country: str,
  city: str,
  status: orderStatusSchema,
  /** 0 unread, 1 read. */
  check: { type: 'integer', enum: [0, 1] },
  created_at: str,
  line_count: int,
});

export const orderLineSchema = object({
  id: int,
  product_id: nullable(int),
  product_token: str,
  code: str,
  name: str,
  quantity: int,
  current_name: nullable(str),
});

export const orderDetailSchema = merge(
  orderSummarySchema,
  object({
    address: nullable(str),
    note: nullable(str),
    internal_note: nullable(str),
    updated_at: str,
    lines: arrayOf(orderLineSchema),
  }),
);
