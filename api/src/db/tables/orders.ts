import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A cart checkout. */
export interface OrdersTable {
  id: Generated<number>;
  company_name: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  address: string | null;
  note: string | null;
  kvkk_consent: number;
  /** new | in_review | answered | closed */
  status: Generated<string>;
  /** 0 unread, 1 read */
  check: Generated<number>;
  internal_note: string | null;
  ip: string | null;
  dedupe_key: string | null;
  /** What the visitor is shown and mailed (Q-2026-7K3F9; modules/mail/reference.ts); null on older rows. */
  reference: string | null;
  created_at: string;
  updated_at: string;
}

export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type OrderUpdate = Updateable<OrdersTable>;
