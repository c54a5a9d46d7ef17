import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { ok } from '../src/lib/http';
import { once, publicFormRateLimit } from '../src/lib/public-forms';
import { nowIso } from '../src/lib/time';
import { buildTestApp, describeEngines, type TestApp, describeWith } from './helpers';

// Builds a real app (argon2, migrations, sharp) on a machine shared with other jobs: allow for a slow start.
jest.setTimeout(60_000);

/**
 * A test-only public form: stores a contact message once per Idempotency-Key, rate limited per IP.
 * Registered as a plugin, like the route modules, so the rate limiter's onRoute hook sees it.
 */
function formRoute(root: FastifyInstance) {
  root.register(async (app) => formRoutes(app));
}

function formRoutes(app: FastifyInstance) {
  let failNext = false;
  app.post('/api/test-form/fail-next', async () => {
    failNext = true;
    return ok(null);
  });
  app.post('/api/test-form', { config: { rateLimit: publicFormRateLimit } }, async (request) => {
    const { name } = request.body as { name: string };
    return once(request, app, 'test-form', async () => {
      if (failNext) {
        failNext = false;
        throw new Error('the store failed');
      }
      const row = await app.db
        .insertInto('contact_messages')
        .values({ company_name: 'A', name, email: 'a@example.com', phone: '1', message: 'm', created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id: row.id }, 'Mesajınız gönderildi');
    });
  });
}

describeEngines('public forms (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine, env: { FORM_RATE_LIMIT: '1000' }, beforeReady: formRoute });
  });
  afterAll(() => t.close());

  const post = (name: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-form',
      headers: { ...t.headers(), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { name },
    });
  const rows = async (name: string) =>
    (await t.app.db.selectFrom('contact_messages').select('id').where('name', '=', name).execute()).length;

  test('old keys are pruned after 24 hours', async () => {
    await t.app.db
      .insertInto('idempotency_keys')
      .values({ scope: 'test-form', key: 'old', response: '{}', created_at: nowIso(Date.now() - 25 * 3600 * 1000) })
      .execute();
    expect((await post('prune', 'fresh')).statusCode).toBe(200);
    const keys = await t.app.db.selectFrom('idempotency_keys').select('key').execute();
    expect(keys.map((k) => k.key)).toEqual(['fresh']);
  });

  test('the same key twice stores one row and returns the first answer', async () => {
    const first = await post('twice', 'key-twice-1');
    const second = await post('twice', 'key-twice-1');
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ success: true, message: 'Mesajınız gönderildi' });
    expect(await rows('twice')).toBe(1);
  });

  test('20 parallel repeats with one key store one row, and all get its answer', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('parallel', 'key-parallel-1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => (a.json() as { data: { id: number } }).data.id));
    expect(ids.size).toBe(1);
    expect(await rows('parallel')).toBe(1);
  });

  test('without a key every post is stored; different keys are different posts', async () => {
    await Promise.all([post('nokey'), post('nokey'), post('nokey', 'a-1'), post('nokey', 'a-2')]);
    expect(await rows('nokey')).toBe(4);
  });

  test('when the first attempt fails, a retry with the same key stores', async () => {
    await t.app.inject({ method: 'POST', url: '/api/test-form/fail-next', headers: t.headers() });
    expect((await post('retry', 'key-retry')).statusCode).toBe(500);
    expect(await rows('retry')).toBe(0);
    expect((await post('retry', 'key-retry')).statusCode).toBe(200);
    expect(await rows('retry')).toBe(1);
  });

  test('a malformed key is refused with 422 naming the header', async () => {
    const res = await post('bad', 'x'.repeat(201));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errors: { 'Idempotency-Key': expect.any(String) } });
    expect(await rows('bad')).toBe(0);
  });
});

describe('public form rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ beforeReady: formRoute });
  });
  afterAll(() => t.close());

  const post = (ip: string, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-form',
      remoteAddress: ip,
      headers: { ...t.headers(), ...(lang ? { cookie: `${t.headers().cookie}; _lang=${lang}` } : {}) },
      payload: { name: ip },
    });

  test("the 11th post from one IP in 10 minutes is 429 with Retry-After and the envelope, in the visitor's language", async () => {
    for (let i = 0; i < 10; i += 1) expect((await post('10.0.0.1')).statusCode).toBe(200);
    const refused = await post('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many requests were sent\. Please try again in \d+ seconds\.$/),
      data: null,
    });
    const turkish = await post('10.0.0.1', 'tr');
    expect(turkish.statusCode).toBe(429);
    expect(turkish.json().message).toMatch(/^Çok fazla istek gönderildi\. Lütfen \d+ saniye sonra tekrar deneyiniz\.$/);
    expect((await post('10.0.0.2')).statusCode).toBe(200);
  });
});

describe('public form rate limit settings', () => {
  const post = (t: TestApp, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/test-form', remoteAddress: ip, headers: t.headers(), payload: { name: ip } });

  test('FORM_RATE_LIMIT=0 turns the limit off; FORM_RATE_WINDOW_SECONDS sets the window', async () => {
    const off = await buildTestApp({ env: { FORM_RATE_LIMIT: '0' }, beforeReady: formRoute });
    try {
      for (let i = 0; i < 15; i += 1) expect((await post(off, '10.3.0.1')).statusCode).toBe(200);
    } finally {
      await off.close();
    }
    const short = await buildTestApp({ env: { FORM_RATE_LIMIT: '2', FORM_RATE_WINDOW_SECONDS: '1' }, beforeReady: formRoute });
    try {
      expect((await post(short, '10.3.0.2')).statusCode).toBe(200);
      expect((await post(short, '10.3.0.2')).statusCode).toBe(200);
      const refused = await post(short, '10.3.0.2');
      expect(refused.statusCode).toBe(429);
      // The window is the setting's, in seconds: the refusal says when to come back (the window's end is the
      // rate limiter's own behaviour, not waited for here).
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(1);
    } finally {
      await short.close();
    }
  });
});

/** With REDIS_URL the counters live in Redis under REDIS_KEY_PREFIX; runs when TEST_REDIS_URL answers. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
describeWith(['redis'], 'public form rate limit in Redis, shared by two API processes', () => {
  const prefix = `vitrin-test-forms-${randomBytes(6).toString('hex')}:`;
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, FORM_RATE_LIMIT: '4' };
    a = await buildTestApp({ env, beforeReady: formRoute });
    b = await buildTestApp({ env, beforeReady: formRoute });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const post = (t: TestApp, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/test-form', remoteAddress: ip, headers: t.headers(), payload: { name: ip } });

  test('posts to either process add up, and every counter key starts with REDIS_KEY_PREFIX', async () => {
    for (const t of [a, b, a, b]) expect((await post(t, '10.9.0.1')).statusCode).toBe(200);
    expect((await post(a, '10.9.0.1')).statusCode).toBe(429);
    expect((await post(b, '10.9.0.1')).statusCode).toBe(429);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith(`${prefix}rate-limit:`))).toBe(true);
    expect(await redis.keys('vitrin-rl-*10.9.0.1*')).toEqual([]);
  });
});
