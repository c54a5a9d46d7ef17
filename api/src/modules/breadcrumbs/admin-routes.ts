import type { AdminBreadcrumb } from '@vitrin/shared-libs/types/content';
import { adminSchema, langSet } from '../../lib/content-writes';
import { ok } from '../../lib/http';
import { AREA_ROLES } from '../auth/roles';
import { breadcrumbRow, listAdminBreadcrumbs } from './admin-repo';
import { saveTextsAndImage, type TextsImageTable } from '../pages/texts-image';
import type { RoutePlugin } from '../../lib/routes';
import { adminBreadcrumbSchema } from '@vitrin/shared-libs/schemas/content';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';

const TITLE_MAX = 255;

/** A banner: its image and a title per site language. */
const BANNERS: TextsImageTable = {
  table: 'breadcrumbs',
  translations: 'breadcrumb_translations',
  owner: 'breadcrumb_id',
  fields: { title: TITLE_MAX },
  folder: 'breadcrumbs',
  entity: 'breadcrumb',
  find: breadcrumbRow,
  missing: 'Sayfa bulunamadı',
};

/** GET /api/admin/breadcrumbs, PUT /api/admin/breadcrumbs/{key}: banner image + per-language title (Editör). */
export const breadcrumbAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.content));

  app.get(
    '/breadcrumbs',
    {
      schema: adminSchema('content', 'Every page banner with its per-language titles', envelope(arrayOf(adminBreadcrumbSchema))),
    },
    async () => {
      const { codes } = await langSet(app.db);
      return ok<AdminBreadcrumb[]>(await listAdminBreadcrumbs(app.db, codes));
    },
  );

  app.put(
    '/breadcrumbs/:key',
    {
      schema: {
        ...adminSchema('content', "Updates a page banner's image and per-language title", envelope(adminBreadcrumbSchema)),
        params: { type: 'object', required: ['key'], properties: { key: { type: 'string', minLength: 1, maxLength: 64 } } },
        consumes: ['application/json', 'multipart/form-data'],
      },
    },
    async (request) => {
      const key = request.params.key.replace(/-/g, '_');
      const { codes } = await langSet(app.db);
      await saveTextsAndImage(app, request, BANNERS, key, codes);
      const saved = (await listAdminBreadcrumbs(app.db, codes)).find((b) => b.key === key);
      return ok<AdminBreadcrumb | undefined>(saved, 'Güncellendi');
    },
  );
};
