import { socialMediaItemSchema } from '@vitrin/shared-libs/schemas/api';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';
import { ok } from '../../lib/http';
import { listSocialMedia } from './repo';
import type { RoutePlugin } from '../../lib/routes';

/** GET /api/pages/social-media. */
export const socialMediaPublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/social-media',
    { schema: { tags: ['content'], summary: 'Social media links', response: envelope(arrayOf(socialMediaItemSchema)) } },
    async () => {
      return ok(await listSocialMedia(app.db));
    },
  );
};
