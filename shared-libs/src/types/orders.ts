/** Orders (cart checkouts) as the admin reads and changes them. */

export type OrderStatus = 'new' | 'in_review' | 'answered' | 'closed';
export const ORDER_STATUSES: readonly OrderStatus[] = ['new', 'in_review', 'answered', 'closed'];

export interface OrderSummary {
  id: number;
  /** What the customer was shown and mailed (`Q-2026-7K3F9`); null on orders from before references. */
  reference: string | null;
  company_name: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  status: OrderStatus;
  check: 0 | 1;
  created_at: string;
  line_count: number;
}

export interface OrderLine {
  id: number;
  product_id: number | null;
  product_token: string;
  /** The code and name the product had when it was ordered (the line's snapshot: what the customer asked for). */
  code: string;
  name: string;
  quantity: number;
  /** The product's Turkish name now, for staff; null when the product is gone or has none. */
  current_name: string | null;
}

export interface OrderDetail extends OrderSummary {
  address: string | null;
  note: string | null;
  internal_note: string | null;
  updated_at: string;
  lines: OrderLine[];
}
