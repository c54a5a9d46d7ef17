import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { CurrentUser, LoginResponse } from '@vitrin/shared-libs/types/api';
import { loginSchema } from '@vitrin/shared-libs/validation/login';
import { fail, httpError, ok } from '../../lib/http';
import { validate } from '../../lib/validation';
import { deleteStaleSessions, revokeSession } from './repo';
import { login } from './service';
import { type FailureStore, MemoryFailureStore, RedisFailureStore } from './throttle';

const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const TOO_MANY_FAILURES = 'Çok Fazla Hatalı Giriş Denemesi! Lütfen Daha Sonra Tekrar Deneyiniz.';

const loginBody = {
  type: 'object',
  properties: { email: { type: 'string' }, password: { type: 'string' } },
} as const;

/** Failures counted in this process, or in Redis when REDIS_URL is set (several API processes). */
function failureStore(app: FastifyInstance): FailureStore {
  const rules = { limit: MAX_FAILURES, windowMs: FAILURE_WINDOW_MS };
  const { redisUrl, redisKeyPrefix } = app.config;
  return redisUrl ? RedisFailureStore.connect(redisUrl, redisKeyPrefix, rules) : new MemoryFailureStore(rules);
}

/** POST /api/auth/login. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const throttle = failureStore(app);
  const sweeper = setInterval(() => {
    deleteStaleSessions(app.db).catch((err: unknown) => app.log.warn({ err }, 'could not delete stale sessions'));
  }, 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await throttle.close();
  });

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; returns a bearer token and its lifetime in seconds',
        description: `Per IP and per account at most ${MAX_FAILURES} failures in 15 minutes; then 429 with Retry-After.`,
        body: loginBody,
      },
    },
    async (request, reply): Promise<LoginResponse> => {
      const body = await validate(loginSchema, request.body, 'Girilen Bilgiler Geçersiz!');
      const email = body.email.toLowerCase();
      const ipKey = `ip:${request.ip}`;
      const accountKey = `account:${email}`;
      const keys = [ipKey, accountKey];

      // The attempt counts as a failure until it is known to be right (see throttle.ts).
      const reservation = await throttle.reserve(keys);
      if (!reservation.ok) {
        reply.header('Retry-After', String(reservation.retryAfterSeconds));
        request.log.warn({ email, ip: request.ip }, 'login throttled');
        throw httpError(429, TOO_MANY_FAILURES);
      }

      let outcome: Awaited<ReturnType<typeof login>>;
      try {
        outcome = await login(app.db, {
          email,
          password: body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          ttlSeconds: app.config.tokenTtlSeconds,
        });
      } catch (error) {
        await throttle.release(keys, reservation.id);
        throw error;
      }
      if (!outcome.ok) {
        request.log.info({ email }, 'login failed');
        return fail('E-Mail veya Şifre Hatalı!');
      }
      await throttle.release([ipKey], reservation.id);
      await throttle.reset(accountKey);
      return { ...ok(outcome.user, 'Giriş Yapıldı!'), token: outcome.token, expires_in: app.config.tokenTtlSeconds };
    },
  );
};

/** GET /api/admin/status and /api/admin/logout (inside the authenticated /api/admin scope). */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.get('/status', { schema: { tags: ['auth'], summary: 'The signed-in user, or 401' } }, async (request) => {
    const user = request.user!;
    const current: CurrentUser = { name: user.name, email: user.email, role_group: user.role_group };
    return ok(current);
  });

  app.get('/logout', { schema: { tags: ['auth'], summary: 'Revokes the bearer token' } }, async (request) => {
    await revokeSession(app.db, request.user!.sessionId);
    return ok(null, 'Çıkış Yapıldı!');
  });
};
