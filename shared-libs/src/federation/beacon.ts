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
/** Global symbols: the API reads them off an error the shell's server build threw (api modules/site/ssr.ts). */
const REMOTE = Symbol.for('vitrin.failedRemote');

/**
 * Marks an error with where the remote failed (remotes.ts) and which remote it was: for the error boundary to
 * report, and for the server to render the page again with that remote's region fallen back.
 */
export function markFailure<E>(error: E, kind: FailureKind, remote?: RemoteName): E {
  if (!error || typeof error !== 'object') return error;
  const marks = error as Record<symbol, string>;
  if (!(KIND in error)) marks[KIND] = kind;
  if (remote && !(REMOTE in error)) marks[REMOTE] = remote;
  return error;
}

/** The remote whose entry or module an error comes from, if it is one. */
export function failedRemote(error: unknown): RemoteName | undefined {
  return error !== null && typeof error === 'object' ? (error as Record<symbol, RemoteName | undefined>)[REMOTE] : undefined;
}

/** Where an error says the remote failed: loading its entry or a module; else it threw while rendering. */
export function failureKind(error: unknown): FailureKind {
  const kind = error !== null && typeof error === 'object' ? (error as Record<symbol, FailureKind | undefined>)[KIND] : undefined;
  return kind ?? 'render';
}

const GLOBAL_KEY = '__VITRIN_REPORTED_FAILURES__';

/** What this page has reported: one set per page, whichever remote's copy of this module runs (as runtimePlugin.ts). */
function reports(): Set<string> {
  const scope = globalThis as unknown as Record<string, Set<string> | undefined>;
  return (scope[GLOBAL_KEY] ??= new Set<string>());
}

/** Tests start each page afresh. */
export function forgetReports(): void {
  reports().clear();
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
  if (reports().has(key)) return;
  reports().add(key);
  void fetch(BEACON_URL, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-csrf-token': getCsrfToken(), 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ remote, release, kind }),
  }).catch(() => undefined);
}
