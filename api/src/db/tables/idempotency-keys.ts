import type { Generated, Selectable } from 'kysely';

/** The first answer to a public form post per Idempotency-Key (lib/public-forms.ts). */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  /** Which form: contact, hr, order, offer … */
  scope: string;
  key: string;
  /** JSON of the first answer; null while the first request is still being stored. */
  response: string | null;
  created_at: string;
}

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
