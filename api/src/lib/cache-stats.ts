/**
 * What the caches of one app did, for /metrics (docs/deployment.md, "Watching it"): lookups of the rendered-page
 * cache and of the product-list cache, hit or missed, and the page renders under way. Kept per database handle,
 * which is one per app, as the list cache itself is (modules/products/list-cache.ts).
 */
export interface CacheCounts {
  hits: number;
  misses: number;
}

export interface CacheStats {
  page: CacheCounts;
  list: CacheCounts;
  /** Server renders running now (each waits its turn on the event loop and in the render time-out). */
  rendering: number;
  /** Server renders waiting for their turn (modules/site/render-gate.ts). */
  renderWaiting: number;
  /** Server renders begun since the start. */
  renders: number;
  /** Visitors sent the client-rendered page because the render queue was full. */
  rendersShed: number;
  /** Renders that failed or ran out of time (the page went out rendered in the browser). */
  renderFailures: number;
  /** Remote releases refused by the compatibility check (modules/releases). */
  releaseRefusals: number;
}

const stats = new WeakMap<object, CacheStats>();

export function cacheStats(db: object): CacheStats {
  let found = stats.get(db);
  if (!found) {
    found = {
      page: { hits: 0, misses: 0 },
      list: { hits: 0, misses: 0 },
      rendering: 0,
      renderWaiting: 0,
      renders: 0,
      rendersShed: 0,
      renderFailures: 0,
      releaseRefusals: 0,
    };
    stats.set(db, found);
  }
  return found;
}
