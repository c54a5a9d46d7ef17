/**
 * Who hears of a failed response, by status. Kept apart from the axios client (api/http.ts) so the shell can
 * listen from its first line without loading axios: the client is loaded with the first request.
 */
export type HttpStatusListener = (status: number, url: string) => void;

const listeners = new Set<HttpStatusListener>();

/** Subscribe to failed responses by status; returns the unsubscribe function. */
export function onHttpStatus(listener: HttpStatusListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the client for every answer with an error status. */
export function reportHttpStatus(status: number, url: string): void {
  listeners.forEach((listener) => listener(status, url));
}

export const isAdminUrl = (url: string | undefined): boolean =>
  !!url && /^\/?api\/admin(\/|$)/.test(url.replace(/^https?:\/\/[^/]+/, ''));
