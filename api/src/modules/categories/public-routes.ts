import type { FastifyPluginAsync } from 'fastify';
import { SECTIONS, type Section } from '@vitrin/shared-libs/types/api';
import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { listCategories } from './repo';

/** GET /api/pages/categories. */
export const categoryPublicRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { section?: Section } }>(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories with their sub-categories, heaviest queue first',
        querystring: {
          type: 'object',
          properties: { section: { type: 'string', enum: [...SECTIONS] }, lang: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      const filter = request.query.section ? { section: request.query.section } : {};
      return ok(await listCategories(app.db, codes, filter));
    },
  );
};
