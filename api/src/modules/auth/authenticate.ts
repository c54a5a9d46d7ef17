import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RoleGroup } from '@vitrin/shared-libs/types/api';
import { httpError } from '../../lib/http';
import { findSessionUser, type SessionUser, touchSession } from './repo';
import { SUPER_ADMIN } from './roles';
import { hashToken } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook: 401 unless the request carries a valid bearer token; sets request.user. */
    authenticate: onRequestAsyncHookHandler;
    /** A hook: 403 unless request.user is Süper Yönetici or one of `roles`. */
    requireRole(...roles: readonly RoleGroup[]): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (header && BEARER.exec(header)?.[1]) || null;
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const token = bearerToken(request);
      const user = token ? await findSessionUser(app.db, hashToken(token)) : undefined;
      if (!user) throw httpError(401, 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');
      request.user = user;
    });

    // "Last seen" of the sessions screen, at most one write a minute per session — once the request has passed its
    // role check (preHandler runs after the onRequest hooks): a refused request writes nothing.
    app.addHook('preHandler', async (request) => {
      if (request.user) await touchSession(app.db, request.user);
    });

    app.decorate('requireRole', (...roles: readonly RoleGroup[]) => {
      return async function requireRole(request: FastifyRequest) {
        const user = request.user;
        if (!user) throw httpError(401, 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');
        if (user.role_group !== SUPER_ADMIN && !roles.includes(user.role_group)) {
          throw httpError(403, 'Bu işlem için yetkiniz yok!');
        }
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
