import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { productCardSchema } from '@vitrin/shared-libs/schemas/catalogue';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';
import { COMPARE_MAX, compareSeoNames } from '@vitrin/shared-libs/utils/compare';
import type { RoutePlugin } from '../../lib/routes';
import { productCards } from '../products/repo';

/** GET /api/pages/compare?products=a,b (docs/api.md, "Finding a part"). */
export const comparePublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/compare',
    {
      schema: {
        tags: ['catalogue'],
        summary: `Up to ${COMPARE_MAX} active products by seo_name (products=a,b,…), in that order, as cards: pictures, codes, OEM numbers and typed specs`,
        querystring: { type: 'object', properties: { products: { type: 'string', maxLength: 1000 }, lang: { type: 'string' } } },
        response: envelope(arrayOf(productCardSchema)),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      const names = compareSeoNames(request.query.products ?? '');
      if (names.length === 0) return ok([]);
      const rows = await app.db.selectFrom('products').select(['id', 'seo_name']).where('seo_name', 'in', names).execute();
      const ids = names.flatMap((name) => rows.filter((r) => r.seo_name === name).map((r) => r.id));
      return ok(await productCards(app.db, ids, codes));
    },
  );
};
