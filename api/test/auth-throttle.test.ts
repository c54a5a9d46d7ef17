import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { FailureThrottle, type ThrottleRules } from '../src/modules/auth/throttle';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp, describeWith } from './helpers';

/**
 * Login throttling: ≤10 failures per (account, address) and ≤50 per address in 15 minutes, then 429 with
 * Retry-After; an account with failures from many addresses is slowed down, never locked.
 * The Redis cases run when TEST_REDIS_URL points at a server (.ci/run sets it when one answers); every key they
 * write carries a prefix of their own, deleted afterwards.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
// Every attempt runs argon2id on a machine others share.
jest.setTimeout(60_000);
const WINDOW_MS = 15 * 60 * 1000;
/** The longest wait of a slowed-down account in these tests (LOGIN_SLOWDOWN_MAX_MS). */
const SLOWDOWN_MAX_MS = 400;

async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
}

const testPrefix = () => `vitrin-test-auth-${randomBytes(6).toString('hex')}:`;

const attempt = (t: TestApp, password: string, remoteAddress: string, email = ADMIN_EMAIL) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: t.headers(), payload: { email, password }, remoteAddress });

const rules: ThrottleRules = { limit: 3, windowSeconds: 60 };

for (const kind of ['memory', 'redis'] as const) {
  describeWith(kind === 'redis' ? ['redis'] : [], `the failure throttle (${kind})`, () => {
    let throttle: FailureThrottle;
    let redis: Redis | null = null;
    const prefix = testPrefix();

    beforeEach(() => {
      if (kind === 'redis') {
        redis = new Redis(REDIS_URL);
        throttle = FailureThrottle.inRedis(redis, `${prefix}login-failures`, rules);
      } else {
        throttle = FailureThrottle.inMemory(rules);
      }
    });
    afterEach(async () => {
      await throttle.forget();
      if (redis) {
        await deleteKeys(redis, prefix);
        await redis.quit();
        redis = null;
      }
    });

    test('refuses once a key holds `limit` failures, with the seconds until its window closes; a refusal counts nothing', async () => {
      for (let i = 1; i <= 3; i++) expect(await throttle.reserve('ip:a')).toEqual({ ok: true, failures: i });
      const refused = await throttle.reserve('ip:a');
      expect(refused).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
      if (!refused.ok) expect([59, 60]).toContain(refused.retryAfterSeconds);
      expect(await throttle.reserve('ip:a')).toMatchObject({ ok: false });
      expect(await throttle.count('ip:a')).toBe(3);
      // Another key is counted on its own.
      expect(await throttle.reserve('account:x')).toEqual({ ok: true, failures: 1 });
    });

    test('a released reservation is no failure; reset forgets a key', async () => {
      for (let i = 0; i < 10; i++) {
        expect(await throttle.reserve('account:y')).toMatchObject({ ok: true });
        await throttle.release('account:y');
      }
      expect(await throttle.count('account:y')).toBe(0);
      for (let i = 0; i < 3; i++) expect(await throttle.reserve('account:y')).toMatchObject({ ok: true });
      expect(await throttle.reserve('account:y')).toMatchObject({ ok: false });
      await throttle.reset('account:y');
      expect(await throttle.count('account:y')).toBe(0);
      expect(await throttle.reserve('account:y')).toEqual({ ok: true, failures: 1 });
    });

    test('attempts racing each other never take more than `limit` places, and the refused leave no count', async () => {
      const results = await Promise.all(Array.from({ length: 12 }, () => throttle.reserve('ip:c')));
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      expect(await throttle.count('ip:c')).toBe(3);
    });

    test('busiest lists the keys holding at least `min` failures, with their counts and seconds left; forget empties it', async () => {
      for (let i = 0; i < 3; i++) await throttle.reserve('ip:d');
      await throttle.reserve('pair:e|ip');
      expect(await throttle.busiest(2)).toEqual([{ key: 'ip:d', failures: 3, retryAfterSeconds: expect.any(Number) }]);
      const all = await throttle.busiest(1);
      expect(all.map((entry) => [entry.key, entry.failures]).sort()).toEqual([
        ['ip:d', 3],
        ['pair:e|ip', 1],
      ]);
      for (const entry of all) expect(entry.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      await throttle.forget();
      expect(await throttle.busiest(1)).toEqual([]);
      expect(await throttle.reserve('ip:d')).toEqual({ ok: true, failures: 1 });
    });
  });
}

describeWith(['redis'], 'the failure throttle in Redis: one counter per key, expiring with its window', () => {
  test('a key is an integer under the prefix whose time to live is the window', async () => {
    const redis = new Redis(REDIS_URL);
    const prefix = testPrefix();
    try {
      const throttle = FailureThrottle.inRedis(redis, `${prefix}login-failures`, rules);
      await throttle.reserve('ip:f');
      await throttle.reserve('ip:f');
      expect(await redis.keys(`${prefix}*`)).toEqual([`${prefix}login-failures:ip:f`]);
      expect(await redis.get(`${prefix}login-failures:ip:f`)).toBe('2');
      const ttl = await redis.pttl(`${prefix}login-failures:ip:f`);
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await deleteKeys(redis, prefix);
      await redis.quit();
    }
  });
});

test('a Redis that cannot be reached is never taken for a go-ahead: reserving throws, so a login fails closed', async () => {
  // A connection closed before it was opened: every command is refused at once, as while Redis is away.
  const redis = new Redis({ lazyConnect: true, enableOfflineQueue: false });
  redis.disconnect();
  const throttle = FailureThrottle.inRedis(redis, 'vitrin-test-unreachable:login-failures', rules);
  await expect(throttle.reserve('ip:h')).rejects.toThrow('Connection is closed');
  await expect(throttle.release('ip:h')).rejects.toThrow('Connection is closed');
});

describe('the failure throttle in memory, as time passes', () => {
  let throttle: FailureThrottle;
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_700_000_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    throttle = FailureThrottle.inMemory(rules);
  });
  afterEach(async () => {
    await throttle.forget();
    jest.useRealTimers();
  });

  test('the window opens with the first failure: refused until it closes, then the key starts afresh', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await throttle.reserve('ip:a')).toMatchObject({ ok: true });
      jest.advanceTimersByTime(10_000);
    }
    // Failures at 0 s, 10 s, 20 s; now 30 s: the window opened at 0 s closes at 60 s.
    expect(await throttle.reserve('ip:a')).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect(await throttle.busiest(3)).toEqual([{ key: 'ip:a', failures: 3, retryAfterSeconds: 30 }]);
    jest.advanceTimersByTime(29_000);
    expect(await throttle.reserve('ip:a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    jest.advanceTimersByTime(1_000);
    expect(await throttle.reserve('ip:a')).toEqual({ ok: true, failures: 1 });
    expect(await throttle.busiest(1)).toEqual([{ key: 'ip:a', failures: 1, retryAfterSeconds: 60 }]);
  });

  test('a reservation given back after its window closed does not open the next window below zero', async () => {
    expect(await throttle.reserve('pair:g')).toMatchObject({ ok: true });
    // The attempt took longer than what was left of the window (a slowed-down one, say).
    jest.advanceTimersByTime(60_000);
    await throttle.release('pair:g');
    expect(await throttle.count('pair:g')).toBe(0);
    for (let i = 1; i <= 3; i++) expect(await throttle.reserve('pair:g')).toEqual({ ok: true, failures: i });
    expect(await throttle.reserve('pair:g')).toMatchObject({ ok: false });
  });
});

/** A test app of its own per test, whose failed logins wait at most `slowDownMaxMs` (0: they are not slowed down). */
function appPerTest(slowDownMaxMs: number): () => TestApp {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ env: { LOGIN_SLOWDOWN_MAX_MS: String(slowDownMaxMs) } });
  });
  afterEach(() => t.close());
  return () => t;
}

describe('POST /api/auth/login throttling (one process, in memory)', () => {
  // The locks without the slow-down's waits (seconds for ten failures of one account): that has a block of its own.
  const app = appPerTest(0);
  let t: TestApp;
  beforeEach(() => {
    t = app();
  });

  test('after 10 failures for an account from one address, the 11th from there is a 429, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await attempt(t, `wrong-${i}-pass`, '192.0.2.10');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false, message: 'E-Mail veya Şifre Hatalı!', data: null });
    }
    const blocked = await attempt(t, ADMIN_PASSWORD, '192.0.2.10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      message: 'Çok Fazla Hatalı Giriş Denemesi! Lütfen Daha Sonra Tekrar Deneyiniz.',
      data: null,
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(15 * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The owner, from another address, still signs in: the account is slowed down, not locked.
    const elsewhere = await attempt(t, ADMIN_PASSWORD, '192.0.2.99');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().success).toBe(true);
  });

  test('one address trying many accounts: after 50 failures the next attempt from it is a 429', async () => {
    for (let i = 0; i < 50; i++) {
      expect((await attempt(t, 'wrong-password', '192.0.2.30', `user${i}@vitrin.test`)).statusCode).toBe(200);
    }
    expect((await attempt(t, ADMIN_PASSWORD, '192.0.2.30')).statusCode).toBe(429);
    // The refused attempt counted nothing, on the address nor on the account from it.
    expect(await t.app.loginFailures.addresses.count('ip:192.0.2.30')).toBe(50);
    expect(await t.app.loginFailures.pairs.count(`pair:${ADMIN_EMAIL}|192.0.2.30`)).toBe(0);
    expect((await attempt(t, ADMIN_PASSWORD, '192.0.2.31')).json().success).toBe(true);
  }, 180_000);

  test('successful logins are not failures: 12 in a row from one IP all succeed', async () => {
    for (let i = 0; i < 12; i++) expect((await attempt(t, ADMIN_PASSWORD, '203.0.113.5')).json().success).toBe(true);
    // …and they left no count behind: 10 failures are still allowed before the 429.
    for (let i = 0; i < 10; i++) expect((await attempt(t, 'wrong-password', '203.0.113.5')).statusCode).toBe(200);
    expect((await attempt(t, 'wrong-password', '203.0.113.5')).statusCode).toBe(429);
  });

  test('15 wrong attempts sent at once from one address: exactly 10 are judged, 5 are refused with 429', async () => {
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => attempt(t, `wrong-${i}-pass`, '192.0.2.77')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });

  test('invalid input (422) counts as no failure', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await attempt(t, '123', '192.0.2.88')).statusCode).toBe(422);
    }
    expect((await attempt(t, ADMIN_PASSWORD, '192.0.2.88')).json().success).toBe(true);
  });
});

describe('POST /api/auth/login: an account guessed from many addresses is slowed down (one process)', () => {
  const app = appPerTest(SLOWDOWN_MAX_MS);
  let t: TestApp;
  beforeEach(() => {
    t = app();
  });

  test('wrong passwords from many addresses never lock the account: each attempt waits longer, the right one signs in', async () => {
    const timings: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = Date.now();
      expect((await attempt(t, 'wrong-password', `198.51.100.${i + 1}`)).json().success).toBe(false);
      timings.push(Date.now() - started);
    }
    // From the 4th failure on, attempts wait (250 ms, then twice as long, up to LOGIN_SLOWDOWN_MAX_MS).
    expect(Math.min(...timings.slice(5))).toBeGreaterThanOrEqual(SLOWDOWN_MAX_MS - 20);
    const started = Date.now();
    const owner = await attempt(t, ADMIN_PASSWORD, '198.51.100.200');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().success).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MAX_MS - 20);
    // …and the success clears the account's count: no more waiting.
    expect(await t.app.loginFailures.accounts.count(`account:${ADMIN_EMAIL}`)).toBe(0);
  });

  test('a Süper Yönetici sees the locks and slowed-down accounts and lifts a lock; no one else can', async () => {
    const victim = 'victim@vitrin.test';
    for (let i = 0; i < 10; i++) await attempt(t, 'wrong-password', '192.0.2.40', victim);
    expect((await attempt(t, 'wrong-password', '192.0.2.40', victim)).statusCode).toBe(429);

    const bearer = await t.login();
    const list = await t.app.inject({ url: '/api/admin/login-locks', headers: { authorization: `Bearer ${bearer}` } });
    expect(list.statusCode).toBe(200);
    const entries = list.json().data as {
      key: string;
      kind: string;
      email: string | null;
      address: string | null;
      failures: number;
      delay_ms: number | null;
    }[];
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: `pair:${victim}|192.0.2.40`,
          kind: 'account_address',
          email: victim,
          address: '192.0.2.40',
          failures: 10,
        }),
        // The account itself is slowed down (its attempts wait the longest delay now), never locked.
        expect.objectContaining({
          key: `account:${victim}`,
          kind: 'account',
          email: victim,
          failures: 10,
          delay_ms: SLOWDOWN_MAX_MS,
        }),
      ]),
    );
    expect((await t.app.inject({ url: '/api/admin/login-locks' })).statusCode).toBe(401);

    const lift = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-locks/lift',
      headers: t.headers(bearer),
      payload: { key: `pair:${victim}|192.0.2.40` },
    });
    expect(lift.json()).toEqual({ success: true, message: 'Kilit kaldırıldı', data: null });
    expect((await attempt(t, 'wrong-password', '192.0.2.40', victim)).statusCode).toBe(200);
  });
});

describeWith(['redis'], 'POST /api/auth/login throttling across two API processes sharing Redis', () => {
  const prefix = testPrefix();
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    // Not slowed down (ten slowed failures of one account wait half a minute): the counts add up either way.
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, LOGIN_SLOWDOWN_MAX_MS: '0' };
    a = await buildTestApp({ env });
    b = await buildTestApp({ env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await deleteKeys(redis, prefix);
    expect(await redis.keys(`${prefix}*`)).toEqual([]);
    await redis.quit();
  });

  test('failures seen by either process add up: 5 + 5, then 429 on both, under our prefix only', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await attempt(a, 'wrong-password', '192.0.2.20')).statusCode).toBe(200);
      expect((await attempt(b, 'wrong-password', '192.0.2.20')).statusCode).toBe(200);
    }
    for (const t of [a, b]) {
      const blocked = await attempt(t, ADMIN_PASSWORD, '192.0.2.20');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, data: null });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The owner from another address still signs in, on either process.
    expect((await attempt(b, ADMIN_PASSWORD, '192.0.2.21')).json().success).toBe(true);

    const keys = await redis.keys(`${prefix}*`);
    const pair = `${prefix}login-failures:pair:${ADMIN_EMAIL}|192.0.2.20`;
    expect(keys).toContain(pair);
    expect(await redis.get(pair)).toBe('10');
    const ttl = await redis.pttl(pair);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
  });

  test('attempts racing on two processes never judge more than 10 failures of one account from one address', async () => {
    const email = 'race@vitrin.test';
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => attempt(i % 2 ? a : b, 'wrong-password', '198.51.100.1', email)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(6);
  });
});
