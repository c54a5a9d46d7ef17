import { contractSummarySchema } from '@vitrin/shared-libs/schemas/api';
import { contractDetailSchema } from '@vitrin/shared-libs/schemas/public';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';
import { httpError, ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { findContractDetail, listContracts } from './repo';
import type { RoutePlugin } from '../../lib/routes';

/** GET /api/pages/contracts and /api/pages/contract/{id} (an id or either seo name). */
export const contractPublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/contracts',
    {
      schema: {
        tags: ['content'],
        summary: "Contracts (name in the visitor's language, and seo names) for the links",
        response: envelope(arrayOf(contractSummarySchema)),
      },
    },
    async (request) => ok(await listContracts(app.db, (await languageContext(app.db, request)).current.abbr)),
  );

  app.get(
    '/contract/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One contract with its HTML content per language, by id, seo_name or seo_name_tr',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 200 } } },
        response: envelope(contractDetailSchema),
      },
    },
    async (request) => {
      const { codes, current } = await languageContext(app.db, request);
      const contract = await findContractDetail(app.db, request.params.id, codes, current.abbr);
      if (!contract) throw httpError(404, 'Contract not found');
      return ok(contract);
    },
  );
};
