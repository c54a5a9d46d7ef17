import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { listCatalogues } from './repo';

/** GET /api/pages/catalogues. */
export const cataloguePublicRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/catalogues',
    { schema: { tags: ['content'], summary: 'Downloadable PDF catalogues with their covers' } },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      return ok(await listCatalogues(app.db, codes));
    },
  );
};
