import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { listCertificates } from './repo';
import type { RoutePlugin } from '../../lib/routes';

/** GET /api/pages/certificates. */
export const certificatePublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/certificates',
    { schema: { tags: ['content'], summary: 'Quality certificates (image or PDF) with per-language titles' } },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      return ok(await listCertificates(app.db, codes));
    },
  );
};
