import { auditedUpload } from '../audit/record';
import { audited } from '../audit/record';
import { object } from 'yup';
import type { AdminContents, AdminPage } from '@vitrin/shared-libs/types/content';
import type { FileAsset } from '@vitrin/shared-libs/types/files';
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
import { sanitizeHtml } from '../../lib/sanitize';
import { nowIso } from '../../lib/time';
import { removeFiles } from '../../lib/uploads';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { listAdminBreadcrumbs } from '../breadcrumbs/admin-repo';
import { listFeaturedCategoryIds } from '../home/admin-repo';
import { listHomeIcons, listHomeSlides } from '../home/repo';
import { storeEditorImage } from '../uploads/admin-routes';
import { listAdminPages, pageRow } from './admin-repo';
import { FAILED } from '@vitrin/shared-libs/validation/messages';
import type { RoutePlugin } from '../../lib/routes';

export const PAGE_TITLE_MAX = 255;
export const PAGE_BODY_MAX = 200_000;

/** A page's body: a title and an HTML body per site language, and remove_image. */
const pageSchema = (codes: readonly string[]) =>
  object({ ...localizedFields({ title: PAGE_TITLE_MAX, body: PAGE_BODY_MAX }, codes), remove_image: flag() });

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/**
 * GET /api/admin/contents, PUT /api/admin/contents/{key} and POST /api/admin/contents/images (pictures placed in
 * rich text by the page and media editors) (Editör).
 */
export const pageContentAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.content));

  app.get(
    '/contents',
    { schema: adminSchema('content', 'Every page content, breadcrumb and home block for the editors') },
    async () => {
      const { codes } = await langSet(app.db);
      const [pages, breadcrumbs, slider, featured, icons] = await Promise.all([
        listAdminPages(app.db, codes),
        listAdminBreadcrumbs(app.db, codes),
        listHomeSlides(app.db, codes),
        listFeaturedCategoryIds(app.db),
        listHomeIcons(app.db, codes),
      ]);
      return ok<AdminContents>({ pages, breadcrumbs, slider, featured_categories: featured, contact_form_social_icons: icons });
    },
  );

  app.post(
    '/contents/images',
    {
      schema: {
        ...adminSchema('content', 'Stores an image placed in rich text (field `image`) and answers its URLs'),
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      return ok<FileAsset>(await auditedUpload(app, request, await storeEditorImage(app, request.body, 'image')), 'Başarılı');
    },
  );

  app.put(
    '/contents/:key',
    {
      schema: {
        ...adminSchema('content', "Updates a page's per-language title and HTML body (sanitized) and its optional image"),
        params: keyParams,
        consumes: ['application/json', 'multipart/form-data'],
      },
    },
    async (request) => {
      const key = request.params.key.replace(/-/g, '_');
      const { codes } = await langSet(app.db);
      const input = await validate(pageSchema(codes), request.body, FAILED);
      const page = await pageRow(app.db, key);
      if (!page) throw httpError(404, 'Sayfa bulunamadı');

      const files = await storeFields(app, request.body, { image: { kind: 'image', folder: 'pages' } });
      const oldImage = page.image_id;
      const image = files.image ?? (input.remove_image ? null : oldImage);
      await withStoredFiles(app, files, () =>
        audited(app.db, request, { entity: 'page', action: 'update', id: key }, async (trx) => {
          await trx.updateTable('pages').set({ image_id: image, updated_at: nowIso() }).where('id', '=', page.id).execute();
          await saveTranslations(trx, 'page_translations', 'page_id', page.id, ['title', 'body'], input, codes, {
            body: sanitizeHtml,
          });
        }),
      );
      if (oldImage !== null && oldImage !== image) await removeFiles(app, [oldImage]);
      const saved = (await listAdminPages(app.db, codes)).find((p) => p.page === key);
      return ok<AdminPage | undefined>(saved, 'Güncellendi');
    },
  );
};
