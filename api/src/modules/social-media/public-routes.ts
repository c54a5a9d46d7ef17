import { ok } from '../../lib/http';
import { listSocialMedia } from './repo';
import type { RoutePlugin } from '../../lib/routes';

/** GET /api/pages/social-media. */
export const socialMediaPublicRoutes: RoutePlugin = async (app) => {
  app.get('/social-media', { schema: { tags: ['content'], summary: 'Social media links' } }, async () => {
    return ok(await listSocialMedia(app.db));
  });
};
