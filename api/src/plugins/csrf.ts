import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../lib/http';

export const CSRF_COOKIE = 'vitrin_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const COOKIE_ID = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether `token` is the CSRF token for the cookie id `id`. */
    csrfValid(id: string | undefined, token: unknown): boolean;
    /** The CSRF token for this visitor, setting the id cookie when the visitor has none. */
    csrfToken(request: FastifyRequest, reply: FastifyReply): string;
  }
}

/** Whether the route that matched lives under /api (false for not-found requests, which reach no handler). */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

export function csrfTokenFor(secret: string, id: string): string {
  return createHmac('sha256', secret).update(id).digest('base64url');
}

function matches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Signed double-submit CSRF: a random id in an httpOnly cookie, and HMAC(COOKIE_SECRET, id) embedded in the
 * page. Every unsafe request under /api must send that HMAC as X-CSRF-TOKEN; a cross-site page can neither
 * read the cookie nor compute the HMAC.
 */
export default fp<{ secret: string }>(
  async (app, { secret }) => {
    app.decorate('csrfToken', (request: FastifyRequest, reply: FastifyReply) => {
      let id = request.cookies[CSRF_COOKIE];
      if (!id || !COOKIE_ID.test(id)) {
        id = randomBytes(32).toString('base64url');
        reply.setCookie(CSRF_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
      }
      return csrfTokenFor(secret, id);
    });

    // Decided on the route that matched, never on request.url: the router decodes %XX, so /%61pi/… is /api/….
    app.decorate(
      'csrfValid',
      (id: string | undefined, token: unknown) =>
        !!id && COOKIE_ID.test(id) && typeof token === 'string' && matches(csrfTokenFor(secret, id), token),
    );

    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method) || !isApiRoute(request)) return;
      if (!app.csrfValid(request.cookies[CSRF_COOKIE], request.headers[CSRF_HEADER])) {
        throw httpError(403, 'CSRF token mismatch');
      }
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
