import type { HomeIcon } from '@vitrin/shared-libs/types/api';
import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { listHomeIcons } from './repo';
import type { RoutePlugin } from '../../lib/routes';
import { homeIconSchema } from '@vitrin/shared-libs/schemas/api';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';

/**
 * GET /api/pages/home-icons: the home content's contact icons alone, for the home-footer band every public page
 * shows (docs/architecture.md, "Public layout"). The home content carries them too; this answer spares every
 * other page the slider, featured categories and news.
 */
export const homeIconsPublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/home-icons',
    {
      schema: {
        tags: ['content'],
        summary: "The home footer's contact icons (picture, per-language title and link)",
        querystring: { type: 'object', properties: { lang: { type: 'string' } } },
        response: envelope(arrayOf(homeIconSchema)),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      return ok<HomeIcon[]>(await listHomeIcons(app.db, codes));
    },
  );
};
