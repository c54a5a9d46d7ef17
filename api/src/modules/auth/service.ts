import type { CurrentUser, RoleGroup } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { isoAfterSeconds } from '../../lib/time';
import { findUserByEmail, markLoggedIn } from '../users/repo';
import { createSession } from './repo';
import { hashToken, newToken, verifyPassword } from './tokens';

export type LoginOutcome = { ok: true; userId: number; user: CurrentUser; token: string } | { ok: false };

/** Checks the credentials and, when they are right, opens a session. */
export async function login(
  db: Db,
  input: { email: string; password: string; ip: string | null; userAgent: string | null; ttlSeconds: number },
): Promise<LoginOutcome> {
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !valid || user.is_active !== 1) return { ok: false };

  const token = newToken();
  await createSession(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: isoAfterSeconds(input.ttlSeconds),
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await markLoggedIn(db, user.id);
  return {
    ok: true,
    userId: user.id,
    token,
    user: { name: user.name, email: user.email, role_group: user.role_group as RoleGroup },
  };
}
