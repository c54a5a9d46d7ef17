import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/http';
import { listSocialMedia } from './repo';

/** GET /api/pages/social-media. */
export const socialMediaPublicRoutes: FastifyPluginAsync = async (app) => {
  app.get('/social-media', { schema: { tags: ['content'], summary: 'Social media links' } }, async () => {
    return ok(await listSocialMedia(app.db));
  });
};
