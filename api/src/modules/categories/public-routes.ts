import { SECTIONS } from '@vitrin/shared-libs/types/api';
import { categorySchema } from '@vitrin/shared-libs/schemas/api';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';
import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { listCategories } from './repo';
import type { RoutePlugin } from '../../lib/routes';

/** GET /api/pages/categories. */
export const categoryPublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories with their sub-categories, heaviest queue first',
        querystring: {
          type: 'object',
          properties: { section: { type: 'string', enum: [...SECTIONS] }, lang: { type: 'string' } },
        },
        response: envelope(arrayOf(categorySchema)),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      const filter = request.query.section ? { section: request.query.section } : {};
      return ok(await listCategories(app.db, codes, filter));
    },
  );
};
