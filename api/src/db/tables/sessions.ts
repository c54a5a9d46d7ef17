import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** One row per issued bearer token. */
export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
  /** The last request seen with the token, written at most once a minute (modules/auth/authenticate.ts). */
  last_seen_at: string | null;
}

export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
