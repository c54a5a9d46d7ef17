import type { RoleGroup } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { isoAfterSeconds, nowIso } from '../../lib/time';

export interface SessionUser {
  sessionId: number;
  id: number;
  name: string;
  email: string;
  role_group: RoleGroup;
  /** When the session was last seen (null before its first admin request). */
  lastSeenAt: string | null;
}

export async function createSession(
  db: Db,
  session: { userId: number; tokenHash: string; ttlSeconds: number; ip: string | null; userAgent: string | null },
): Promise<void> {
  // One clock reading for both ends: a session lasts exactly its time, however busy the machine.
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: nowIso(now),
      expires_at: isoAfterSeconds(session.ttlSeconds, now),
      revoked_at: null,
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 255) ?? null,
    })
    .execute();
}

/** The active user behind a token hash: session neither expired nor revoked, user still active. */
export async function findSessionUser(db: Db, tokenHash: string): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'users.id as id',
      'users.name as name',
      'users.email as email',
      'users.role_group as role_group',
      'sessions.last_seen_at as lastSeenAt',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowIso())
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
  return row ? { ...row, role_group: row.role_group as RoleGroup } : undefined;
}

/** How stale a session's last_seen_at may grow before a request writes it again: one write a minute at most. */
export const LAST_SEEN_EVERY_MS = 60_000;

/** Notes that a session was used now, unless that was noted less than a minute ago. */
export async function touchSession(
  db: Db,
  session: { sessionId: number; lastSeenAt: string | null },
  now = Date.now(),
): Promise<void> {
  if (session.lastSeenAt && now - Date.parse(session.lastSeenAt) < LAST_SEEN_EVERY_MS) return;
  await db
    .updateTable('sessions')
    .set({ last_seen_at: nowIso(now) })
    .where('id', '=', session.sessionId)
    .execute();
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).execute();
}

/**
 * Ends every open session of a user (deactivation, password reset): their tokens get 401 from now on.
 * Returns how many sessions were open.
 */
export async function revokeUserSessions(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes sessions that can no longer be used; called now and then. */
export async function deleteStaleSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute();
}
