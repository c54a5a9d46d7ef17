import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Staff who sign in to the admin panel. */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  /** Stored lower-cased. */
  email: string;
  password_hash: string;
  role_group: string;
  is_active: Generated<number>;
  last_login_at: string | null;
  /** The TOTP secret, AES-256-GCM encrypted (modules/auth/two-factor.ts); null while two-factor sign-in is off. */
  totp_secret: string | null;
  /** A secret being set up, encrypted, until its first code confirms it. */
  totp_pending_secret: string | null;
  totp_enabled_at: string | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totp_last_step: number | null;
  created_at: string;
  updated_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
