import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { pageMetaMap } from './repo';
import type { RoutePlugin } from '../../lib/routes';

/** GET /api/pages/page-meta. */
export const pageMetaPublicRoutes: RoutePlugin = async (app) => {
  app.get('/page-meta', { schema: { tags: ['content'], summary: 'Title and description per route' } }, async (request) => {
    const { codes } = await languageContext(app.db, request);
    return ok(await pageMetaMap(app.db, codes));
  });
};
