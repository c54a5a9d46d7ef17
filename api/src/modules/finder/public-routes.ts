import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { finderResultsSchema } from '@vitrin/shared-libs/schemas/catalogue';
import { envelope } from '@vitrin/shared-libs/schemas/wire';
import { finderFilters, FINDER_PARAMS, hasFinderFilters } from '@vitrin/shared-libs/utils/finder';
import type { RoutePlugin } from '../../lib/routes';
import { finderManufacturers, findByMeasurements } from './repo';

/** Every parameter is a short text; what cannot be read is left out (utils/finder.ts), never refused. */
const querystring = {
  type: 'object',
  properties: Object.fromEntries(
    [...FINDER_PARAMS, 'transporter_types', 'lang'].map((name) => [name, { type: 'string', maxLength: 120 }]),
  ),
} as const;

/** GET /api/pages/finder (docs/api.md, "Finding a part"). */
export const finderPublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/finder',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Active products by ranges of their typed specs ({key}_min, {key}_max, widened by tolerance %), section, transporter_types and manufacturer; closest first, at most 48; when none match, the filter to widen',
        querystring,
        response: envelope(finderResultsSchema),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      const filters = finderFilters(request.query as Record<string, unknown>);
      if (!hasFinderFilters(filters))
        return ok({ results: [], total: 0, widen: null, manufacturers: await finderManufacturers(app.db) });
      return ok(await findByMeasurements(app.db, filters, codes));
    },
  );
};
