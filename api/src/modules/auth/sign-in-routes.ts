import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { once } from 'node:events';
import type Redis from 'ioredis';
import fp from 'fastify-plugin';
import { object, string } from 'yup';
import type { CurrentUser, LoginResponse } from '@vitrin/shared-libs/types/api';
import { loginSchema } from '@vitrin/shared-libs/validation/login';
import { currentUserSchema } from '@vitrin/shared-libs/schemas/api';
import { loginLockSchema } from '@vitrin/shared-libs/schemas/staff';
import { arrayOf, envelope, int, noData, nullable, str } from '@vitrin/shared-libs/schemas/wire';
import { fail, httpError, ok } from '../../lib/http';
import { validate } from '../../lib/validation';
import { inTransaction } from '../../db/connection';
import { recordAudit } from '../../lib/audit/record';
import { deleteStaleSessions, revokeSession } from './repo';
import { AREA_ROLES } from './roles';
import { checkPassword, currentUserOf, openSession } from './service';
import { type ChallengePurpose, createChallenge, deleteStaleChallenges, twoFactorRequired } from './two-factor';
import { FailureThrottle, forgetMemoryFailures, trackMemoryThrottle } from './throttle';
import { FAILED, REQUIRED } from '@vitrin/shared-libs/validation/messages';
import type { RoutePlugin } from '../../lib/routes';

/** Failures allowed per (account, address) in the window. */
const MAX_FAILURES = 10;
/** Failures allowed per address over all accounts (one address trying many accounts; offices share one). */
const MAX_ADDRESS_FAILURES = 50;
const FAILURE_WINDOW_SECONDS = 15 * 60;
/** An account's failures (from any address) after which each attempt waits, twice as long as the one before. */
const SLOW_DOWN_FROM = 3;
const FIRST_DELAY_MS = 250;

/** How long an attempt on an account with `failures` recent failures waits before it is judged. */
export function slowDownMs(failures: number, maxMs: number): number {
  return failures < SLOW_DOWN_FROM ? 0 : Math.min(maxMs, FIRST_DELAY_MS * 2 ** (failures - SLOW_DOWN_FROM));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed logins: per address and per (account, address), which lock; per account, which slows down. */
    loginFailures: { pairs: FailureThrottle; addresses: FailureThrottle; accounts: FailureThrottle };
    /** A throttle of `limit` per key in 15 minutes, in this process or in Redis as the login's (the password reset's). */
    failureThrottle(limit: number): FailureThrottle;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const TOO_MANY_FAILURES = 'Çok Fazla Hatalı Giriş Denemesi! Lütfen Daha Sonra Tekrar Deneyiniz.';

const loginBody = {
  type: 'object',
  properties: { email: { type: 'string' }, password: { type: 'string' } },
} as const;

/** How long a start waits at most for the Redis connection to come up or fail. */
const REDIS_WAIT_MS = 5000;

/**
 * The failure throttles the login route and the Süper Yönetici's lock list share (app.loginFailures), and the
 * factory of the password reset's (app.failureThrottle): counted in this process, or with `redis` (the app's
 * connection, when REDIS_URL is set) in Redis under REDIS_KEY_PREFIX, shared by every API process.
 */
export const loginFailuresPlugin = fp<{ redis: Redis | null }>(
  async (app, { redis }) => {
    const keyPrefix = `${app.config.redisKeyPrefix}login-failures`;
    const throttle = (limit: number) => {
      const rules = { limit, windowSeconds: FAILURE_WINDOW_SECONDS };
      if (redis) return FailureThrottle.inRedis(redis, keyPrefix, rules);
      return trackMemoryThrottle(app.config, FailureThrottle.inMemory(rules));
    };
    // Accounts are never locked, only slowed down: their throttle counts and never refuses.
    app.decorate('loginFailures', {
      pairs: throttle(MAX_FAILURES),
      addresses: throttle(MAX_ADDRESS_FAILURES),
      accounts: throttle(Number.MAX_SAFE_INTEGER),
    });
    app.decorate('failureThrottle', throttle);
    if (redis) {
      // The connection queues no command while it is not up: a login in the first moments of a start would answer
      // 500. The start waits for it to come up, or to fail (Redis down: logins answer 500 until it is back).
      app.addHook('onReady', async () => {
        if (redis.status === 'ready') return;
        const waited = new AbortController();
        const timer = setTimeout(() => waited.abort(), REDIS_WAIT_MS);
        await once(redis, 'ready', { signal: waited.signal }).catch(() => undefined);
        clearTimeout(timer);
      });
    }
    // What this app counted in memory goes with it (each count holds a timer until its window closes).
    app.addHook('onClose', () => forgetMemoryFailures(app.config));
  },
  { name: 'login-failures' },
);

/** The sign-in answer's extra properties: a session's token, or the second step's challenge (two-factor.ts). */
export const signInResponse = envelope(nullable(currentUserSchema), {
  extra: {
    token: str,
    expires_in: int,
    two_factor: { type: 'string', enum: ['verify', 'setup'] },
    challenge: str,
    recovery_codes: arrayOf(str),
  },
  optional: ['token', 'expires_in', 'two_factor', 'challenge', 'recovery_codes'],
});

/**
 * One sign-in attempt (a password, or a second factor) under the throttle: it counts as a failure of `email`
 * from the request's address until it is known to be right (see throttle.ts). 429 with Retry-After when the
 * address or the (account, address) pair has failed too often; an account failing from anywhere waits longer.
 */
export async function startAttempt(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, email: string) {
  const { pairs, addresses, accounts } = app.loginFailures;
  const ipKey = `ip:${request.ip}`;
  const pairKey = `pair:${email}|${request.ip}`;
  const accountKey = `account:${email}`;

  const pair = await pairs.reserve(pairKey);
  const address = pair.ok ? await addresses.reserve(ipKey) : pair;
  if (pair.ok && !address.ok) await pairs.release(pairKey);
  if (!pair.ok || !address.ok) {
    const refused = !pair.ok ? pair : address;
    reply.header('Retry-After', String(!refused.ok ? refused.retryAfterSeconds : 1));
    request.log.warn({ email, ip: request.ip }, 'login throttled');
    throw httpError(429, TOO_MANY_FAILURES);
  }
  // Someone guessing one account from many addresses: every attempt on it waits longer, the right one too,
  // but the account's owner can still sign in.
  const counted = await accounts.reserve(accountKey);
  const delay = slowDownMs(counted.ok ? counted.failures - 1 : 0, app.config.loginSlowDownMaxMs);
  if (delay > 0) await sleep(delay);
  return {
    /** Not a failure, not a sign-in either (an error; a right password before its second factor). */
    async giveBack() {
      await pairs.release(pairKey);
      await addresses.release(ipKey);
      if (counted.ok) await accounts.release(accountKey);
    },
    /** Signed in: the account's and the pair's failures are forgotten. */
    async succeeded() {
      await addresses.release(ipKey);
      await pairs.reset(pairKey);
      await accounts.reset(accountKey);
    },
  };
}

/** Runs `judge` as a counted attempt; an error gives the attempt back before it is thrown on. */
export async function counted<T>(attempt: Awaited<ReturnType<typeof startAttempt>>, judge: () => Promise<T>): Promise<T> {
  try {
    return await judge();
  } catch (error) {
    await attempt.giveBack();
    throw error;
  }
}

type PasswordOutcome =
  | { kind: 'failed' }
  | { kind: 'session'; user: CurrentUser; token: string }
  | { kind: 'challenge'; purpose: ChallengePurpose; challenge: string };

/** POST /api/auth/login. */
export const authRoutes: RoutePlugin = async (app) => {
  const sweeper = setInterval(() => {
    deleteStaleSessions(app.db).catch((err: unknown) => app.log.warn({ err }, 'could not delete stale sessions'));
    deleteStaleChallenges(app.db).catch((err: unknown) => app.log.warn({ err }, 'could not delete stale challenges'));
  }, 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: "Sign in; returns a bearer token and its lifetime in seconds, or the second step's challenge",
        description:
          `Per account from one address at most ${MAX_FAILURES} failures in 15 minutes, per address ` +
          `${MAX_ADDRESS_FAILURES}; then 429 with Retry-After. An account with failures from anywhere is slowed ` +
          'down, never locked. An account with two-factor sign-in (or one that must set it up) gets no token ' +
          'but `two_factor` and a `challenge` for POST /api/auth/two-factor (or …/two-factor/setup).',
        body: loginBody,
        // A wrong password is a 200 `fail()`: data null, no token.
        response: signInResponse,
      },
    },
    async (request, reply): Promise<LoginResponse> => {
      const body = await validate(loginSchema, request.body, 'Girilen Bilgiler Geçersiz!');
      const email = body.email.toLowerCase();
      const attempt = await startAttempt(app, request, reply, email);

      // The sign-in and its audit record, or a failed one's record, in one transaction (lib/audit/record.ts).
      const outcome = await counted(attempt, () =>
        inTransaction(app.db, async (trx): Promise<PasswordOutcome> => {
          const user = await checkPassword(trx, email, body.password);
          if (!user) {
            await recordAudit(trx, request, {
              action: 'sign_in_failed',
              entity: 'user',
              entityId: null,
              actor: { id: null, name: null, email },
            });
            return { kind: 'failed' };
          }
          const purpose = user.totp_enabled_at ? 'verify' : (await twoFactorRequired(trx)) ? 'setup' : null;
          if (purpose) return { kind: 'challenge', purpose, challenge: await createChallenge(trx, user.id, purpose) };
          const token = await openSession(trx, user.id, sessionInput(app, request));
          await recordAudit(trx, request, { action: 'sign_in', entity: 'user', entityId: user.id, actor: user });
          return { kind: 'session', user: currentUserOf(user), token };
        }),
      );
      if (outcome.kind === 'failed') {
        request.log.info({ email }, 'login failed');
        return fail('E-Mail veya Şifre Hatalı!');
      }
      if (outcome.kind === 'challenge') {
        // The password was right, but nobody is signed in yet: earlier failures stay counted.
        await attempt.giveBack();
        return { ...ok(null, 'Doğrulama kodu gerekli'), two_factor: outcome.purpose, challenge: outcome.challenge };
      }
      await attempt.succeeded();
      return { ...ok(outcome.user, 'Giriş Yapıldı!'), token: outcome.token, expires_in: app.config.tokenTtlSeconds };
    },
  );
};

/** Where a new session comes from, and how long it lives. */
export const sessionInput = (app: FastifyInstance, request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  ttlSeconds: app.config.tokenTtlSeconds,
});

/** GET /api/admin/status and /api/admin/logout (inside the authenticated /api/admin scope). */
export const sessionRoutes: RoutePlugin = async (app) => {
  app.get(
    '/status',
    { schema: { tags: ['auth'], summary: 'The signed-in user, or 401', response: envelope(currentUserSchema) } },
    async (request) => {
      const user = request.user!;
      const current: CurrentUser = { name: user.name, email: user.email, role_group: user.role_group };
      return ok(current);
    },
  );

  app.get('/logout', { schema: { tags: ['auth'], summary: 'Revokes the bearer token', response: noData() } }, async (request) => {
    await revokeSession(app.db, request.user!.sessionId);
    return ok(null, 'Çıkış Yapıldı!');
  });
};

/** What a Süper Yönetici sees of a key: what it counts, whom, and for how long it holds. */
function describeKey(key: string) {
  if (key.startsWith('ip:')) return { kind: 'address' as const, address: key.slice(3), email: null };
  if (key.startsWith('pair:')) {
    const [email, address] = key.slice(5).split('|');
    return { kind: 'account_address' as const, address: address ?? null, email: email ?? null };
  }
  return { kind: 'account' as const, address: null, email: key.slice(8) };
}

const liftSchema = object({ key: string().trim().required(REQUIRED).max(400, 'Geçersiz anahtar') });

/**
 * GET /api/admin/login-locks and POST /api/admin/login-locks/lift (Süper Yönetici): the addresses and
 * (account, address) pairs refused for too many failures, the accounts being slowed down, and lifting either.
 */
export const loginLockRoutes: RoutePlugin = async (app) => {
  // Süper Yönetici only, as user management.
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.users));
  const { pairs, addresses, accounts } = app.loginFailures;
  // With Redis the stores share one key space: each list keeps its own kind of key.
  const only = (prefix: string) => (entry: { key: string }) => entry.key.startsWith(prefix);

  app.get(
    '/login-locks',
    { schema: { tags: ['auth'], summary: 'Login locks and slowed-down accounts', response: envelope(arrayOf(loginLockSchema)) } },
    async () => {
      const locked = [
        ...(await pairs.busiest(MAX_FAILURES)).filter(only('pair:')),
        ...(await addresses.busiest(MAX_ADDRESS_FAILURES)).filter(only('ip:')),
      ];
      const slowed = (await accounts.busiest(SLOW_DOWN_FROM)).filter(only('account:'));
      return ok(
        [...locked, ...slowed].map((entry) => ({
          key: entry.key,
          ...describeKey(entry.key),
          failures: entry.failures,
          retry_after: entry.retryAfterSeconds,
          delay_ms: entry.key.startsWith('account:') ? slowDownMs(entry.failures, app.config.loginSlowDownMaxMs) : null,
        })),
      );
    },
  );

  app.post(
    '/login-locks/lift',
    { schema: { tags: ['auth'], summary: 'Lifts a login lock or an account slow-down (Süper Yönetici)', response: noData() } },
    async (request) => {
      const { key } = await validate(liftSchema, request.body, FAILED);
      if (!/^(ip|pair|account):/.test(key)) throw httpError(404, 'Kilit bulunamadı');
      for (const store of [pairs, addresses, accounts]) await store.reset(key);
      // The lock lives in Redis (or memory), outside any transaction: its record follows the lift.
      await inTransaction(app.db, (trx) =>
        recordAudit(trx, request, { action: 'delete', entity: 'login_lock', before: { key }, after: null }),
      );
      return ok(null, 'Kilit kaldırıldı');
    },
  );
};
