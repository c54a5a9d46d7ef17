import { contactInfoGroupsSchema } from '@vitrin/shared-libs/schemas/api';
import { envelope } from '@vitrin/shared-libs/schemas/wire';
import { ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { contactInformationGroups } from './repo';
import type { RoutePlugin } from '../../lib/routes';

/** GET /api/pages/contact-information. */
export const contactInformationPublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/contact-information',
    {
      schema: {
        tags: ['content'],
        summary: "The current language's contact details by section",
        response: envelope(contactInfoGroupsSchema),
      },
    },
    async (request) => {
      const { current } = await languageContext(app.db, request);
      return ok(await contactInformationGroups(app.db, current.abbr));
    },
  );
};
