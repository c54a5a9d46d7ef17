import { pageMetaMapSchema } from '@vitrin/shared-libs/schemas/api';
import { envelope } from '@vitrin/shared-libs/schemas/wire';
import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { pageMetaMap } from './repo';
import type { RoutePlugin } from '../../lib/routes';

/** GET /api/pages/page-meta. */
export const pageMetaPublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/page-meta',
    { schema: { tags: ['content'], summary: 'Title and description per route', response: envelope(pageMetaMapSchema) } },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      return ok(await pageMetaMap(app.db, codes));
    },
  );
};
