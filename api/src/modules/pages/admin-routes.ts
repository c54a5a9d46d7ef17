import { auditedUpload } from '../../lib/audit/record';
import type { AdminContents, AdminPage } from '@vitrin/shared-libs/types/content';
import type { FileAsset } from '@vitrin/shared-libs/types/files';
import { adminSchema, langSet } from '../../lib/content-writes';
import { ok, ValidationFailed } from '../../lib/http';
import { readSchedule, siteTimeZone } from '../../lib/schedule';
import { FAILED, HOME_ALWAYS_SHOWN } from '@vitrin/shared-libs/validation/messages';
import { sanitizeHtml } from '../../lib/sanitize';
import { AREA_ROLES } from '../auth/roles';
import { listAdminBreadcrumbs } from '../breadcrumbs/admin-repo';
import { listFeaturedCategoryIds } from '../home/admin-repo';
import { listHomeIcons, listHomeSlides } from '../home/repo';
import { storeEditorImage } from '../uploads/admin-routes';
import { listAdminPages, pageRow } from './admin-repo';
import { saveTextsAndImage, type TextsImageTable } from './texts-image';
import type { RoutePlugin } from '../../lib/routes';
import { adminContentsSchema, adminPageSchema } from '@vitrin/shared-libs/schemas/content';
import { fileAssetSchema } from '@vitrin/shared-libs/schemas/files';
import { envelope } from '@vitrin/shared-libs/schemas/wire';

export const PAGE_TITLE_MAX = 255;
export const PAGE_BODY_MAX = 200_000;

/** A page: its optional image, and a title and an HTML body (sanitized) per site language. */
const PAGES: TextsImageTable = {
  table: 'pages',
  translations: 'page_translations',
  owner: 'page_id',
  fields: { title: PAGE_TITLE_MAX, body: PAGE_BODY_MAX },
  transform: { body: sanitizeHtml },
  folder: 'pages',
  entity: 'page',
  find: pageRow,
  missing: 'Sayfa bulunamadı',
};

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
    {
      schema: adminSchema(
        'content',
        'Every page content, breadcrumb and home block for the editors',
        envelope(adminContentsSchema),
      ),
    },
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
        ...adminSchema(
          'content',
          'Stores an image placed in rich text (field `image`) and answers its URLs',
          envelope(fileAssetSchema),
        ),
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
        ...adminSchema(
          'content',
          "Updates a page's per-language title and HTML body (sanitized), its optional image and its publishing window (publish_at, unpublish_at: local date-time in the site's time zone; '' clears)",
          envelope(adminPageSchema),
        ),
        params: keyParams,
        consumes: ['application/json', 'multipart/form-data'],
      },
    },
    async (request) => {
      const key = request.params.key.replace(/-/g, '_');
      const { codes } = await langSet(app.db);
      const stored = await app.db
        .selectFrom('pages')
        .select(['publish_at', 'unpublish_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      const schedule = readSchedule(request.body, await siteTimeZone(app.db), stored);
      // The home page is the site's door: it always shows (docs/architecture.md, "Scheduled publishing").
      if (key === 'home' && (schedule.publish_at !== null || schedule.unpublish_at !== null))
        throw new ValidationFailed({ publish_at: HOME_ALWAYS_SHOWN }, FAILED);
      await saveTextsAndImage(app, request, PAGES, key, codes, schedule);
      const saved = (await listAdminPages(app.db, codes)).find((p) => p.page === key);
      return ok<AdminPage | undefined>(saved, 'Güncellendi');
    },
  );
};
