/**
 * The browser's report of a remote's release failing (docs/deployment.md, "A team's release"): a small POST to
 * /api/releases/beacon with the remote, the release (its manifest address from the page's config) and the kind —
 * its entry or a module could not be loaded, or it threw while rendering. No personal data. Once per page for each
 * remote, release and kind: the region's retries do not count again. On the server nothing is sent (the server
 * counts its own render failures).
 */
import { getCsrfToken, getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import type { RemoteName } from '@vitrin/shared-libs/types/api';

export type FailureKind = 'entry' | 'module' | 'render';

export const BEACON_URL = '/api/releases/beacon';

const KIND = Symbol.for('vitrin.remoteFailureKind');

/** Marks an error with where the remote failed (remotes.ts), for the error boundary to report. */
export function markFailure<E>(error: E, kind: FailureKind): E {
  if (error && typeof error === 'object' && !(KIND in error)) (error as Record<symbol, FailureKind>)[KIND] = kind;
  return error;
}

/** Where an error says the remote failed: loading its entry or a module; else it threw while rendering. */
export function failureKind(error: unknown): FailureKind {
  const kind = error !== null && typeof error === 'object' ? (error as Record<symbol, FailureKind | undefined>)[KIND] : undefined;
  return kind ?? 'render';
}

const reported = new Set<string>();

/** Tests start each page afresh. */
export function forgetReports(): void {
  reported.clear();
}

/** Reports a remote's failure to the API, once per page for its release and kind; never throws. */
export function reportRemoteFailure(remote: RemoteName, kind: FailureKind): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  let release: string | undefined;
  try {
    release = getRuntimeConfig().remotes[remote];
  } catch {
    return;
  }
  if (!release) return;
  const key = `${remote} ${release} ${kind}`;
  if (reported.has(key)) return;
  reported.add(key);
  void fetch(BEACON_URL, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-csrf-token': getCsrfToken(), 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ remote, release, kind }),
  }).catch(() => undefined);
}
