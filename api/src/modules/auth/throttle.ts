/**
 * Login throttling (docs/security.md, "Sign-in and sessions"): at most `limit` failed logins per key (an address, an
 * account from one address) in a window that opens with the key's first failure and lasts `windowSeconds`; the
 * next attempt is refused with the seconds until the window closes.
 *
 * Plain request rate limiting (@fastify/rate-limit) counts requests, not failures, so a staff member who signs in
 * often would be locked out while a slow guesser would not. Here every attempt first *reserves* a failure on its
 * key — rate-limiter-flexible's `consume`, which counts and checks in one atomic step — and an attempt that did not
 * fail gives it back (`reward`). That keeps "at most `limit` failures" true even for attempts racing each other, in
 * one process (RateLimiterMemory) or across many sharing Redis (RateLimiterRedis, when REDIS_URL is set). Why the
 * library and what of ours is left: docs/decisions.md, "Login throttling counts failures, in Redis when there are
 * several processes".
 */
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** The outcome of asking for an attempt: go ahead (the key's failures now, this one counted), or wait. */
export type Reservation = { ok: true; failures: number } | { ok: false; retryAfterSeconds: number };

/** A key holding failures: how many, and the seconds until its window closes. */
export interface HeldKey {
  key: string;
  failures: number;
  retryAfterSeconds: number;
}

export interface ThrottleRules {
  limit: number;
  windowSeconds: number;
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** `*`, `?`, `[` and `\` stand for themselves in a Redis MATCH pattern only when escaped. */
const globEscaped = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/**
 * Failures counted per key by a rate-limiter-flexible limiter. The library counts; what it has no call for is
 * the list of keys the Süper Yönetici's lock screen shows (`held`: every key in a window, with its count and the
 * milliseconds left), given per store by the two constructors.
 */
export class FailureThrottle {
  private constructor(
    private readonly limiter: RateLimiterMemory | RateLimiterRedis,
    private readonly held: () => Promise<HeldKey[]>,
  ) {}

  /** One process: the counts in this process's memory. */
  static inMemory(rules: ThrottleRules): FailureThrottle {
    const limiter = new RateLimiterMemory({ points: rules.limit, duration: rules.windowSeconds });
    return new FailureThrottle(limiter, async () => {
      const now = Date.now();
      return limiter
        .dump()
        .storage.filter((entry) => entry.expiresAt !== null && entry.expiresAt > now)
        .map((entry) => ({
          key: String(entry.key),
          failures: entry.value,
          retryAfterSeconds: toSeconds(entry.expiresAt! - now),
        }));
    });
  }

  /**
   * Several processes: one counter per key in Redis under `keyPrefix:`, expiring with its window, on `redis` (the
   * app's connection, which queues nothing while Redis is away: a login then answers 500 rather than going
   * unthrottled — failing closed is the safe side for a login).
   */
  static inRedis(redis: Redis, keyPrefix: string, rules: ThrottleRules): FailureThrottle {
    const limiter = new RateLimiterRedis({ storeClient: redis, keyPrefix, points: rules.limit, duration: rules.windowSeconds });
    return new FailureThrottle(limiter, async () => {
      const found: HeldKey[] = [];
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${globEscaped(limiter.getKey(''))}*`, 'COUNT', 200);
        cursor = next;
        if (keys.length === 0) continue;
        const batch = redis.pipeline();
        for (const key of keys) batch.get(key).pttl(key);
        const answers = (await batch.exec()) ?? [];
        keys.forEach((key, index) => {
          const failures = Number(answers[2 * index]?.[1]);
          const ms = Number(answers[2 * index + 1]?.[1]);
          if (Number.isFinite(failures) && ms > 0)
            found.push({ key: limiter.parseKey(key), failures, retryAfterSeconds: toSeconds(ms) });
        });
      } while (cursor !== '0');
      return found;
    });
  }

  /** Counts a failure on `key` (to be given back if the attempt does not fail), or none when the key is at its limit. */
  async reserve(key: string): Promise<Reservation> {
    try {
      return { ok: true, failures: (await this.limiter.consume(key)).consumedPoints };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // consume counted the refused attempt too: it is no failure, and the lock screen shows the limit.
      await this.release(key);
      return { ok: false, retryAfterSeconds: toSeconds(refusal.msBeforeNext) };
    }
  }

  /**
   * Gives a reserved failure back (the attempt did not fail). Only while the key still counts: given back after its
   * window closed, it would open the next window one below zero — one failure more than the limit.
   */
  async release(key: string): Promise<void> {
    if (((await this.limiter.get(key))?.consumedPoints ?? 0) > 0) await this.limiter.reward(key);
  }

  /** Forgets every failure of a key (a successful login clears its account; a lock lifted). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  /** Failures a key holds in its window. */
  async count(key: string): Promise<number> {
    return Math.max(0, (await this.limiter.get(key))?.consumedPoints ?? 0);
  }

  /** Every key holding at least `min` failures, with its count and the seconds until its window closes. */
  async busiest(min: number): Promise<HeldKey[]> {
    return (await this.held()).filter((entry) => entry.failures >= Math.max(1, min));
  }

  /** Forgets every key. */
  async forget(): Promise<void> {
    for (const { key } of await this.held()) await this.limiter.delete(key);
  }
}

/** The in-memory throttles of each app (keyed by its config), for the browser tests' data reset (plugins/test-reset.ts). */
const memoryThrottles = new WeakMap<object, Set<FailureThrottle>>();

/** Counts `throttle` among `owner`'s, so forgetMemoryFailures(owner) empties it. */
export function trackMemoryThrottle(owner: object, throttle: FailureThrottle): FailureThrottle {
  const throttles = memoryThrottles.get(owner) ?? new Set<FailureThrottle>();
  memoryThrottles.set(owner, throttles.add(throttle));
  return throttle;
}

/** Forgets every failure the in-memory throttles of `owner` hold. */
export async function forgetMemoryFailures(owner: object): Promise<void> {
  for (const throttle of memoryThrottles.get(owner) ?? []) await throttle.forget();
}
