import { httpError, ok } from '../../lib/http';
import { languageContext } from '../languages/service';
import { MEDIA_KINDS } from '@vitrin/shared-libs/types/content';
import { findMediaDetail, pagedMedia } from './repo';
import type { RoutePlugin } from '../../lib/routes';
import { mediaSummarySchema } from '@vitrin/shared-libs/schemas/api';
import { mediaDetailSchema } from '@vitrin/shared-libs/schemas/public';
import { envelope, paged } from '@vitrin/shared-libs/schemas/wire';

const DEFAULT_PER_PAGE = 9;
const sectionParam = { section: { type: 'string', enum: [...MEDIA_KINDS] } } as const;

/** GET /api/pages/blog/{section} (news, videos, photos, blog) and one item at /api/pages/blog/{section}/{seo_name}. */
export const mediaPublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/blog/:section',
    {
      schema: {
        tags: ['media'],
        summary: 'One page of news, videos, photos or blog posts, newest first',
        params: { type: 'object', required: ['section'], properties: sectionParam },
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, default: 1 },
            per_page: { type: 'integer', minimum: 1, maximum: 48, default: DEFAULT_PER_PAGE },
            lang: { type: 'string' },
          },
        },
        response: envelope(paged(mediaSummarySchema)),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      const { page = 1, per_page: perPage = DEFAULT_PER_PAGE } = request.query;
      return ok(await pagedMedia(app.db, request.params.section, page, perPage, codes));
    },
  );

  app.get(
    '/blog/:section/:seoName',
    {
      schema: {
        tags: ['media'],
        summary: 'One news item, video, photo album or blog post with its body, video URL and gallery',
        params: {
          type: 'object',
          required: ['section', 'seoName'],
          properties: { ...sectionParam, seoName: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: envelope(mediaDetailSchema),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      const item = await findMediaDetail(app.db, request.params.section, request.params.seoName, codes);
      if (!item) throw httpError(404, 'Not found');
      return ok(item);
    },
  );
};
