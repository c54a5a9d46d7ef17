import type { AdminCatalogue } from '@vitrin/shared-libs/types/content';
import { adminSchema, langSet } from '../../lib/content-writes';
import { ok } from '../../lib/http';
import { registerOrderedItems } from '../../lib/ordered-items';
import { AREA_ROLES } from '../auth/roles';
import { listAdminCatalogues } from './admin-repo';
import type { RoutePlugin } from '../../lib/routes';
import { adminCatalogueSchema } from '@vitrin/shared-libs/schemas/content';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';

/**
 * GET /api/admin/catalogues; POST (cover: image, file: PDF ≤ 25 MB, title_<lang>); PUT /{id}; DELETE /{id};
 * PUT /queue with queue (Editör).
 */
export const catalogueAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.content));

  app.get(
    '/catalogues',
    { schema: adminSchema('catalogues', 'Every catalogue in its order', envelope(arrayOf(adminCatalogueSchema))) },
    async () => {
      const { codes } = await langSet(app.db);
      return ok<AdminCatalogue[]>(await listAdminCatalogues(app.db, codes));
    },
  );

  registerOrderedItems<AdminCatalogue>(app, {
    path: '/catalogues',
    item: adminCatalogueSchema,
    tag: 'catalogues',
    summary: 'a catalogue (cover image, PDF, per-language title)',
    table: 'catalogues',
    entity: 'catalogue',
    translations: 'catalogue_translations',
    owner: 'catalogue_id',
    files: {
      cover: { column: 'cover_id', kind: 'image', folder: 'catalogues', required: true },
      file: { column: 'file_id', kind: 'document', folder: 'catalogues', required: true },
    },
    fields: { title: 255 },
    requireTitle: true,
    createdAt: true,
    list: (a, langs) => listAdminCatalogues(a.db, langs),
  });
};
