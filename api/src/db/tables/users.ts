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
  created_at: string;
  updated_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
