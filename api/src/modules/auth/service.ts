import type { CurrentUser, RoleGroup } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/tables/users';
import { findUserByEmail, markLoggedIn } from '../users/repo';
import { createSession } from './repo';
import { hashToken, newToken, verifyPassword } from './tokens';

/** The active user whose password this is, or null (the same time spent either way). */
export async function checkPassword(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.password_hash ?? null, password);
  return user && valid && user.is_active === 1 ? user : null;
}

export const currentUserOf = (user: Pick<UserRow, 'name' | 'email' | 'role_group'>): CurrentUser => ({
  name: user.name,
  email: user.email,
  role_group: user.role_group as RoleGroup,
});

/** Opens a session for a user who has proved who they are; returns its bearer token. */
export async function openSession(
  db: Db,
  userId: number,
  input: { ip: string | null; userAgent: string | null; ttlSeconds: number },
): Promise<string> {
  const token = newToken();
  await createSession(db, {
    userId,
    tokenHash: hashToken(token),
    ttlSeconds: input.ttlSeconds,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await markLoggedIn(db, userId);
  return token;
}
