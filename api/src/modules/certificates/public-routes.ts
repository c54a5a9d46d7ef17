import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { listCertificates } from './repo';

/** GET /api/pages/certificates. */
export const certificatePublicRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/certificates',
    { schema: { tags: ['content'], summary: 'Quality certificates (image or PDF) with per-language titles' } },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      return ok(await listCertificates(app.db, codes));
    },
  );
};
