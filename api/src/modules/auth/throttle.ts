/**
 * Login throttling (docs/security.md, "Sign-in and sessions"): at most `limit` failed logins per key (an address, an
 * account from one address) within a sliding window; the next attempt is refused with the seconds to wait.
 *
 * Plain request rate limiting (@fastify/rate-limit) counts requests, not failures, so a staff member who signs in
 * often would be locked out while a slow guesser would not. Here every attempt first *reserves* a failure on each
 * of its keys (atomically: check and reserve in one step), and a successful login gives the reservation back. That
 * keeps "at most `limit` failures" true even for attempts racing each other, in one process (MemoryFailureStore)
 * or across many processes sharing Redis (RedisFailureStore, when REDIS_URL is set).
 */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

/** The outcome of asking for an attempt: go ahead (holding a reservation), or wait this many seconds. */
export type Reservation = { ok: true; id: string } | { ok: false; retryAfterSeconds: number };

export interface FailureStore {
  /** Reserves one failure on every key, or none when a key is at the limit. */
  reserve(keys: readonly string[]): Promise<Reservation>;
  /** Gives a reservation back (the attempt did not fail). */
  release(keys: readonly string[], id: string): Promise<void>;
  /** Forgets every failure of a key (a successful login clears its account). */
  reset(key: string): Promise<void>;
  /** Failures a key holds in the window. */
  count(key: string): Promise<number>;
  /** Every key holding at least `min` failures, with its count and the seconds until it holds fewer than `min`. */
  busiest(min: number): Promise<{ key: string; failures: number; retryAfterSeconds: number }[]>;
  close(): Promise<void>;
}

export interface ThrottleRules {
  limit: number;
  windowMs: number;
  now?: () => number;
}

const newId = () => randomBytes(9).toString('base64url');
const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The in-memory stores of each app (keyed by its config), for the browser tests' data reset (plugins/test-reset.ts). */
const memoryStores = new WeakMap<object, Set<MemoryFailureStore>>();

/** Counts `store` among `owner`'s, so forgetMemoryFailures(owner) empties it. */
export function trackMemoryStore(owner: object, store: MemoryFailureStore): MemoryFailureStore {
  const stores = memoryStores.get(owner) ?? new Set<MemoryFailureStore>();
  memoryStores.set(owner, stores.add(store));
  return store;
}

/** Forgets every failure the in-memory stores of `owner` hold. */
export function forgetMemoryFailures(owner: object): void {
  for (const store of memoryStores.get(owner) ?? []) store.forget();
}

/** One process: failure times per key in a Map, pruned as they leave the window. */
export class MemoryFailureStore implements FailureStore {
  private readonly failures = new Map<string, Map<string, number>>();
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly rules: ThrottleRules) {
    this.now = rules.now ?? Date.now;
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async reserve(keys: readonly string[]): Promise<Reservation> {
    const now = this.now();
    let waitMs = 0;
    for (const key of keys) {
      const times = [...this.recent(key, now).values()].sort((a, b) => a - b);
      if (times.length >= this.rules.limit) {
        waitMs = Math.max(waitMs, times[times.length - this.rules.limit]! + this.rules.windowMs - now);
      }
    }
    if (waitMs > 0) return { ok: false, retryAfterSeconds: toSeconds(waitMs) };
    const id = newId();
    for (const key of keys) {
      const times = this.recent(key, now);
      times.set(id, now);
      this.failures.set(key, times);
    }
    return { ok: true, id };
  }

  async release(keys: readonly string[], id: string): Promise<void> {
    for (const key of keys) this.failures.get(key)?.delete(id);
  }

  async reset(key: string): Promise<void> {
    this.failures.delete(key);
  }

  async count(key: string): Promise<number> {
    return this.recent(key, this.now()).size;
  }

  async busiest(min: number): Promise<{ key: string; failures: number; retryAfterSeconds: number }[]> {
    const now = this.now();
    const found = [];
    for (const key of [...this.failures.keys()]) {
      const times = [...this.recent(key, now).values()].sort((a, b) => a - b);
      if (times.length < min) continue;
      const leaves = times[times.length - min]! + this.rules.windowMs - now;
      found.push({ key, failures: times.length, retryAfterSeconds: toSeconds(leaves) });
    }
    return found;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.forget();
  }

  forget(): void {
    this.failures.clear();
  }

  /** Drops keys whose failures have all left the window. */
  sweep(): void {
    const now = this.now();
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }

  private recent(key: string, now: number): Map<string, number> {
    const times = this.failures.get(key) ?? new Map<string, number>();
    for (const [id, time] of times) if (time <= now - this.rules.windowMs) times.delete(id);
    if (times.size === 0) this.failures.delete(key);
    return times;
  }
}

/**
 * Check and reserve in one step, so two processes cannot both take the last attempt.
 * KEYS: one sorted set per key (member: reservation id, score: time in ms).
 * ARGV: now, window, limit, reservation id. Returns 0 (reserved) or the milliseconds to wait.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local wait = 0
for _, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local oldest = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    local ms = tonumber(oldest[2]) + window - now
    if ms > wait then wait = ms end
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
end
return 0
`;

type ReservingRedis = Redis & {
  reserveFailure(...args: (string | number)[]): Promise<number>;
};

/** Several processes: one sorted set per key in Redis, under `prefix`, expiring with the window. */
export class RedisFailureStore implements FailureStore {
  private readonly redis: ReservingRedis;
  private readonly now: () => number;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly rules: ThrottleRules,
    private readonly ownsClient = false,
  ) {
    redis.defineCommand('reserveFailure', { lua: RESERVE_SCRIPT });
    this.redis = redis as ReservingRedis;
    this.now = rules.now ?? Date.now;
  }

  /**
   * A store on its own connection to `url` (closed by close()). While Redis cannot be reached a login answers
   * 500 rather than going unthrottled: failing closed is the safe side for a login.
   */
  static connect(
    url: string,
    prefix: string,
    rules: ThrottleRules,
    onError: (error: Error) => void = () => undefined,
  ): RedisFailureStore {
    const redis = new Redis(url, { maxRetriesPerRequest: 2 });
    redis.on('error', onError);
    return new RedisFailureStore(redis, prefix, rules, true);
  }

  async reserve(keys: readonly string[]): Promise<Reservation> {
    const id = newId();
    const waitMs = await this.redis.reserveFailure(
      keys.length,
      ...keys.map((key) => this.key(key)),
      this.now(),
      this.rules.windowMs,
      this.rules.limit,
      id,
    );
    return waitMs > 0 ? { ok: false, retryAfterSeconds: toSeconds(waitMs) } : { ok: true, id };
  }

  async release(keys: readonly string[], id: string): Promise<void> {
    await Promise.all(keys.map((key) => this.redis.zrem(this.key(key), id)));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async count(key: string): Promise<number> {
    return this.redis.zcount(this.key(key), this.now() - this.rules.windowMs + 1, '+inf');
  }

  async busiest(min: number): Promise<{ key: string; failures: number; retryAfterSeconds: number }[]> {
    const now = this.now();
    const found = [];
    const stem = this.key('');
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${stem}*`, 'COUNT', 200);
      cursor = next;
      for (const full of keys) {
        const scores = (await this.redis.zrangebyscore(full, now - this.rules.windowMs + 1, '+inf', 'WITHSCORES')).filter(
          (_, index) => index % 2 === 1,
        );
        if (scores.length < min) continue;
        const leaves = Number(scores[scores.length - min]) + this.rules.windowMs - now;
        found.push({ key: full.slice(stem.length), failures: scores.length, retryAfterSeconds: toSeconds(leaves) });
      }
    } while (cursor !== '0');
    return found;
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.redis.quit();
  }

  private key(key: string): string {
    return `${this.prefix}login-failures:${key}`;
  }
}
