import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A quote request for one product. */
export interface OffersTable {
  id: Generated<number>;
  product_id: number | null;
  /** The product code when the offer was sent. */
  product_code: string | null;
  company_name: string;
  name: string;
  email: string;
  phone: string;
  quantity: number;
  message: string | null;
  /** 0 unread, 1 read */
  check: Generated<number>;
  /** mail | trash */
  section: Generated<string>;
  ip: string | null;
  /** Hash of the submission, so a double click or a retry is stored once. */
  dedupe_key: string | null;
  /** What the visitor is shown and mailed (Q-2026-7K3F9; modules/mail/reference.ts); null on older rows. */
  reference: string | null;
  created_at: string;
}

export type OfferRow = Selectable<OffersTable>;
export type NewOfferRow = Insertable<OffersTable>;
export type OfferUpdate = Updateable<OffersTable>;
