/** GET /api/admin/support (paged history) and POST /api/admin/support (a new request) — DOMAIN.md "Support request". */
import type { FastifyPluginAsync } from 'fastify';
import { supportRequestSchema } from '@vitrin/shared-libs/validation/staff';
import { SUPPORT_CATEGORIES } from '@vitrin/shared-libs/types/staff';
import { ok } from '../../lib/http';
import { pageQuery } from '../../lib/paging';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { createSupportRequest, listSupportRequests } from './repo';

const tags = ['admin', 'support'];

export const supportAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.support));

  app.get<{ Querystring: { page: number; per_page: number } }>(
    '/support',
    {
      schema: {
        tags,
        summary: 'Support requests with their status, newest first',
        querystring: { type: 'object', properties: pageQuery },
      },
    },
    async (request) => ok(await listSupportRequests(app.db, request.query.page, request.query.per_page)),
  );

  app.post(
    '/support',
    {
      schema: {
        tags,
        summary: 'Creates a support request (JSON or multipart)',
        body: {
          type: 'object',
          properties: {
            subject: { type: 'string' },
            category: { type: 'string', description: SUPPORT_CATEGORIES.join(' | ') },
            message: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const input = await validate(supportRequestSchema, request.body, 'İşlem Başarısız!');
      const id = await createSupportRequest(app.db, { userId: request.user!.id, ...input, fileId: null });
      return ok({ id }, 'Başarılı');
    },
  );
};
