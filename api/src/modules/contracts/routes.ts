import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/http';
import { listContracts } from './repo';

/** GET /api/pages/contracts. */
export const contractPublicRoutes: FastifyPluginAsync = async (app) => {
  app.get('/contracts', { schema: { tags: ['content'], summary: 'Contracts (name and seo names) for the links' } }, async () => {
    return ok(await listContracts(app.db));
  });
};
