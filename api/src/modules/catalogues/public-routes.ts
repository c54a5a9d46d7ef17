import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { listCatalogues } from './repo';
import type { RoutePlugin } from '../../lib/routes';

/** GET /api/pages/catalogues. */
export const cataloguePublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/catalogues',
    { schema: { tags: ['content'], summary: 'Downloadable PDF catalogues with their covers' } },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      return ok(await listCatalogues(app.db, codes));
    },
  );
};
