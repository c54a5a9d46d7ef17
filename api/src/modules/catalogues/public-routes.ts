import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { listCatalogues } from './repo';
import type { RoutePlugin } from '../../lib/routes';
import { catalogueSchema } from '@vitrin/shared-libs/schemas/public';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';

/** GET /api/pages/catalogues. */
export const cataloguePublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/catalogues',
    {
      schema: {
        tags: ['content'],
        summary: 'Downloadable PDF catalogues with their covers',
        response: envelope(arrayOf(catalogueSchema)),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      return ok(await listCatalogues(app.db, codes));
    },
  );
};
