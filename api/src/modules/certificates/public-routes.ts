import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { listCertificates } from './repo';
import type { RoutePlugin } from '../../lib/routes';
import { certificateSchema } from '@vitrin/shared-libs/schemas/public';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';

/** GET /api/pages/certificates. */
export const certificatePublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/certificates',
    {
      schema: {
        tags: ['content'],
        summary: 'Quality certificates (image or PDF) with per-language titles',
        response: envelope(arrayOf(certificateSchema)),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      return ok(await listCertificates(app.db, codes));
    },
  );
};
