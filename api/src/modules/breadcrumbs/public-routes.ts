import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { breadcrumbMap } from './repo';
import type { RoutePlugin } from '../../lib/routes';
import { breadcrumbMapSchema } from '@vitrin/shared-libs/schemas/public';
import { envelope } from '@vitrin/shared-libs/schemas/wire';

/** GET /api/pages/breadcrumbs. */
export const breadcrumbPublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/breadcrumbs',
    {
      schema: {
        tags: ['content'],
        summary: "Every inner page's banner image and per-language title, by page key",
        response: envelope(breadcrumbMapSchema),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      return ok(await breadcrumbMap(app.db, codes));
    },
  );
};
