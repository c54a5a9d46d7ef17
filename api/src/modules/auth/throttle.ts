/**
 * Counts failures per key (an account, an IP) in a sliding window. In memory: right for one API process;
 * several processes behind a load balancer would keep these counters in Redis (REDIS_URL) instead.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until every key is below the limit again; 0 when an attempt may go ahead. */
  retryAfterSeconds(keys: readonly string[]): number {
    const now = this.now();
    let waitMs = 0;
    for (const key of keys) {
      const times = this.recent(key, now);
      if (times.length >= this.limit) waitMs = Math.max(waitMs, times[times.length - this.limit]! + this.windowMs - now);
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  recordFailure(keys: readonly string[]): void {
    const now = this.now();
    for (const key of keys) {
      const times = this.recent(key, now);
      times.push(now);
      // Only the newest `limit` failures decide anything.
      this.failures.set(key, times.slice(-this.limit));
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  /** Drops keys whose failures have all left the window. */
  sweep(): void {
    const now = this.now();
    for (const key of [...this.failures.keys()]) if (this.recent(key, now).length === 0) this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (times.length > 0) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }
}
