import type { FastifyPluginAsync } from 'fastify';
import type { CurrentUser, LoginResponse } from '@vitrin/shared-libs/types/api';
import { loginSchema } from '@vitrin/shared-libs/validation/login';
import { fail, httpError, ok } from '../../lib/http';
import { validate } from '../../lib/validation';
import { deleteStaleSessions, revokeSession } from './repo';
import { login } from './service';
import { FailureThrottle } from './throttle';

const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** POST /api/auth/login. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const throttle = new FailureThrottle(MAX_FAILURES, FAILURE_WINDOW_MS);
  const sweeper = setInterval(() => {
    throttle.sweep();
    deleteStaleSessions(app.db).catch((err: unknown) => app.log.warn({ err }, 'could not delete stale sessions'));
  }, 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  app.post(
    '/login',
    { schema: { tags: ['auth'], summary: 'Sign in; returns a bearer token and its lifetime in seconds' } },
    async (request, reply): Promise<LoginResponse> => {
      const body = await validate(loginSchema, request.body, 'Girilen Bilgiler Geçersiz!');
      const email = body.email.toLowerCase();
      const keys = [`ip:${request.ip}`, `account:${email}`];

      const wait = throttle.retryAfterSeconds(keys);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw httpError(429, 'Çok Fazla Hatalı Giriş Denemesi! Lütfen Daha Sonra Tekrar Deneyiniz.');
      }

      const outcome = await login(app.db, {
        email,
        password: body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        ttlSeconds: app.config.tokenTtlSeconds,
      });
      if (!outcome.ok) {
        throttle.recordFailure(keys);
        request.log.info({ email }, 'login failed');
        return fail('E-Mail veya Şifre Hatalı!');
      }
      throttle.reset(`account:${email}`);
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
