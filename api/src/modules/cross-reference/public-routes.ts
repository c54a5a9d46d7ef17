import { httpError, ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import {
  crossReferenceIndexSchema,
  crossReferenceManufacturerSchema,
  crossReferenceSchema,
} from '@vitrin/shared-libs/schemas/catalogue';
import { envelope } from '@vitrin/shared-libs/schemas/wire';
import type { RoutePlugin } from '../../lib/routes';
import { crossReferenceIndex, findCrossReference, findCrossReferenceManufacturer } from './repo';

const segment = { type: 'string', minLength: 1, maxLength: 120 } as const;

/** GET /api/pages/cross-reference, …/:manufacturer, …/:manufacturer/:number (docs/seo.md, "Cross-reference pages"). */
export const crossReferencePublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/cross-reference',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The OEM manufacturers with numbers on active products, each with its page and how many numbers',
        response: envelope(crossReferenceIndexSchema),
      },
    },
    async () => ok(await crossReferenceIndex(app.db)),
  );

  app.get(
    '/cross-reference/:manufacturer',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A manufacturer's OEM numbers (by its slug, case-blind), each with its page and the product codes it matches",
        params: { type: 'object', properties: { manufacturer: segment }, required: ['manufacturer'] },
        response: envelope(crossReferenceManufacturerSchema),
      },
    },
    async (request) => {
      const found = await findCrossReferenceManufacturer(app.db, request.params.manufacturer);
      if (!found) throw httpError(404, 'Manufacturer not found');
      return ok(found);
    },
  );

  app.get(
    '/cross-reference/:manufacturer/:number',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'One OEM number (separators and case ignored, as in search) and the active products that replace it, with pictures, OEM numbers and typed specs',
        params: {
          type: 'object',
          properties: { manufacturer: segment, number: segment },
          required: ['manufacturer', 'number'],
        },
        response: envelope(crossReferenceSchema),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      const found = await findCrossReference(app.db, request.params.manufacturer, request.params.number, codes);
      if (!found) throw httpError(404, 'OEM number not found');
      return ok(found);
    },
  );
};
