import { audited } from '../audit/record';
import { object } from 'yup';
import type { AdminBreadcrumb } from '@vitrin/shared-libs/types/content';
import {
  adminSchema,
  flag,
  langSet,
  localizedFields,
  saveTranslations,
  storeFields,
  withStoredFiles,
} from '../../lib/content-writes';
import { httpError, ok } from '../../lib/http';
import { nowIso } from '../../lib/time';
import { removeFiles } from '../../lib/uploads';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { breadcrumbRow, listAdminBreadcrumbs } from './admin-repo';
import { FAILED } from '@vitrin/shared-libs/validation/messages';
import type { RoutePlugin } from '../../lib/routes';

const TITLE_MAX = 255;

/** A banner's body: a title per site language and remove_image. */
const breadcrumbSchema = (codes: readonly string[]) =>
  object({ ...localizedFields({ title: TITLE_MAX }, codes), remove_image: flag() });

/** GET /api/admin/breadcrumbs, PUT /api/admin/breadcrumbs/{key}: banner image + per-language title (Editör). */
export const breadcrumbAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.content));

  app.get('/breadcrumbs', { schema: adminSchema('content', 'Every page banner with its per-language titles') }, async () => {
    const { codes } = await langSet(app.db);
    return ok<AdminBreadcrumb[]>(await listAdminBreadcrumbs(app.db, codes));
  });

  app.put(
    '/breadcrumbs/:key',
    {
      schema: {
        ...adminSchema('content', "Updates a page banner's image and per-language title"),
        params: { type: 'object', required: ['key'], properties: { key: { type: 'string', minLength: 1, maxLength: 64 } } },
        consumes: ['application/json', 'multipart/form-data'],
      },
    },
    async (request) => {
      const key = request.params.key.replace(/-/g, '_');
      const { codes } = await langSet(app.db);
      const input = await validate(breadcrumbSchema(codes), request.body, FAILED);
      const row = await breadcrumbRow(app.db, key);
      if (!row) throw httpError(404, 'Sayfa bulunamadı');
      const files = await storeFields(app, request.body, { image: { kind: 'image', folder: 'breadcrumbs' } });
      const oldImage = row.image_id;
      const image = files.image ?? (input.remove_image ? null : oldImage);
      await withStoredFiles(app, files, () =>
        audited(app.db, request, { entity: 'breadcrumb', action: 'update', id: key }, async (trx) => {
          await trx.updateTable('breadcrumbs').set({ image_id: image, updated_at: nowIso() }).where('id', '=', row.id).execute();
          await saveTranslations(trx, 'breadcrumb_translations', 'breadcrumb_id', row.id, ['title'], input, codes);
        }),
      );
      if (oldImage !== null && oldImage !== image) await removeFiles(app, [oldImage]);
      const saved = (await listAdminBreadcrumbs(app.db, codes)).find((b) => b.key === key);
      return ok<AdminBreadcrumb | undefined>(saved, 'Güncellendi');
    },
  );
};
