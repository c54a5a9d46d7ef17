import type { PageContent } from '@vitrin/shared-libs/types/api';
import { httpError, ok } from '../../lib/http';
import { listFeaturedCategories, listHomeIcons, listHomeSlides } from '../home/repo';
import { languageContext } from '../languages/service';
import { latestMedia } from '../media/repo';
import { findPage } from './repo';
import type { RoutePlugin } from '../../lib/routes';
import { pageContentSchema } from '@vitrin/shared-libs/schemas/api';
import { envelope } from '@vitrin/shared-libs/schemas/wire';

const LATEST_NEWS = 3;

/** GET /api/pages/content?page=<key>. */
export const pageContentPublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/content',
    {
      schema: {
        tags: ['content'],
        summary: "A page's per-language title and HTML body; home adds slider, featured categories, icons and news",
        querystring: {
          type: 'object',
          required: ['page'],
          properties: { page: { type: 'string', minLength: 1, maxLength: 64 }, lang: { type: 'string' } },
        },
        response: envelope(pageContentSchema),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      const page = await findPage(app.db, request.query.page, codes);
      if (!page) throw httpError(404, 'Page not found');
      if (page.page !== 'home') return ok<PageContent>(page);

      const [slider, featured, icons, news] = await Promise.all([
        listHomeSlides(app.db, codes),
        listFeaturedCategories(app.db, codes),
        listHomeIcons(app.db, codes),
        latestMedia(app.db, 'news', LATEST_NEWS, codes),
      ]);
      return ok<PageContent>({
        ...page,
        slider,
        featured_categories: featured,
        contact_form_social_icons: icons,
        latest_news: news,
      });
    },
  );
};
