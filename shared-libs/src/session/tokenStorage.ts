/** The staff session as kept in local storage (the token under the key `token`). */
import type { CurrentUser } from '@vitrin/shared-libs/types/api';

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  expiresAt: 'expires_at',
  rememberedEmail: 'remembered_email',
} as const;

export interface StoredSession {
  token: string | null;
  user: CurrentUser | null;
  /** Epoch milliseconds at which the server's expires_in runs out. */
  expiresAt: number | null;
}

export function readSession(): StoredSession {
  // The server renders public pages only: no staff session there.
  if (typeof localStorage === 'undefined') return { token: null, user: null, expiresAt: null };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  const rawExpiry = localStorage.getItem(STORAGE_KEYS.expiresAt);
  let user: CurrentUser | null = null;
  try {
    user = rawUser ? (JSON.parse(rawUser) as CurrentUser) : null;
  } catch {
    user = null;
  }
  const expiresAt = rawExpiry ? Number(rawExpiry) : null;
  return { token, user, expiresAt: Number.isFinite(expiresAt) ? expiresAt : null };
}

export function writeSession(session: StoredSession): void {
  const set = (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value);
  set(STORAGE_KEYS.token, session.token);
  set(STORAGE_KEYS.user, session.user ? JSON.stringify(session.user) : null);
  set(STORAGE_KEYS.expiresAt, session.expiresAt === null ? null : String(session.expiresAt));
}

export function clearSession(): void {
  writeSession({ token: null, user: null, expiresAt: null });
}
