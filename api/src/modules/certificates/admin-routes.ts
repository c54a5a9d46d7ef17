import type { AdminCertificate } from '@vitrin/shared-libs/types/content';
import { adminSchema, langSet } from '../../lib/content-writes';
import { ok } from '../../lib/http';
import { registerOrderedItems } from '../../lib/ordered-items';
import { AREA_ROLES } from '../auth/roles';
import { listAdminCertificates } from './admin-repo';
import type { RoutePlugin } from '../../lib/routes';
import { adminCertificateSchema } from '@vitrin/shared-libs/schemas/content';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';

/**
 * GET /api/admin/certificates; POST (file: image or PDF, title_<lang>); PUT /{id}; DELETE /{id};
 * PUT /queue with queue (Editör).
 */
export const certificateAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.content));

  app.get(
    '/certificates',
    { schema: adminSchema('certificates', 'Every certificate in its order', envelope(arrayOf(adminCertificateSchema))) },
    async () => {
      const { codes } = await langSet(app.db);
      return ok<AdminCertificate[]>(await listAdminCertificates(app.db, codes));
    },
  );

  registerOrderedItems<AdminCertificate>(app, {
    path: '/certificates',
    item: adminCertificateSchema,
    tag: 'certificates',
    summary: 'a certificate (image or PDF, per-language title)',
    table: 'certificates',
    entity: 'certificate',
    translations: 'certificate_translations',
    owner: 'certificate_id',
    files: { file: { column: 'file_id', kind: 'image_or_document', folder: 'certificates', required: true } },
    fields: { title: 255 },
    requireTitle: true,
    createdAt: true,
    list: (a, langs) => listAdminCertificates(a.db, langs),
  });
};
