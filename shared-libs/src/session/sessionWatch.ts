/**
 * The session's two clocks: its expiry, and what other tabs do with it. Each returns its
 * unsubscribe function; the shell wires them to the admin store and decides what happens next.
 */
import { sessionRestored, signedOut } from '@vitrin/shared-libs/session/sessionSlice';
import { readSession, STORAGE_KEYS } from '@vitrin/shared-libs/session/tokenStorage';
import type { AdminStore } from '@vitrin/shared-libs/store/adminStore';

/** setTimeout cannot wait longer than this (about 24.8 days); a longer session is re-checked when it fires. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Calls `onExpired` when the stored expiry passes: at once when it has passed already, otherwise by a timer set for
 * that moment and moved whenever the session changes.
 */
export function watchSessionExpiry(store: AdminStore, onExpired: () => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduled: { token: string | null; expiresAt: number | null } = { token: null, expiresAt: null };

  const schedule = () => {
    const { token, expiresAt } = store.getState().session;
    if (token === scheduled.token && expiresAt === scheduled.expiresAt) return;
    clearTimeout(timer);
    timer = undefined;
    scheduled = { token, expiresAt };
    if (!token || expiresAt === null) return;
    const delay = expiresAt - now();
    if (delay <= 0) {
      onExpired();
      return;
    }
    timer = setTimeout(
      () => {
        scheduled = { token: null, expiresAt: null };
        schedule();
      },
      Math.min(delay, MAX_TIMEOUT_MS),
    );
  };

  const unsubscribe = store.subscribe(schedule);
  schedule();
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

const SESSION_KEYS: readonly (string | null)[] = [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.expiresAt, null];

/**
 * Keeps this tab's session equal to the one in local storage when another tab changes it (the `storage` event
 * fires only in the other tabs): a logout there (or its session's expiry) ends the session here.
 */
export function followOtherTabs(store: AdminStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || !SESSION_KEYS.includes(event.key)) return;
    const stored = readSession();
    const current = store.getState().session;
    if (stored.token === current.token) {
      if (stored.token !== null && (stored.expiresAt !== current.expiresAt || !current.user)) {
        store.dispatch(sessionRestored(stored));
      }
      return;
    }
    store.dispatch(stored.token === null ? signedOut() : sessionRestored(stored));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
