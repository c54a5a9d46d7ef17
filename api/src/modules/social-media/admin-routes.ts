import { audited, createdId } from '../../lib/audit/record';
import { object, string } from 'yup';
import { socialMediaItemSchema } from '@vitrin/shared-libs/schemas/api';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';
import { idField } from '../../lib/body-fields';
import { registerDeleteAndQueue } from '../../lib/settings-list';
import { httpError, ok } from '../../lib/http';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { deleteSocialMedia, findSocialMedia, insertSocialMedia, listSocialMedia, updateSocialMedia } from './repo';
import { FAILED, HTTP_URL, NOT_FOUND, NOT_HTTP_URL, REQUIRED, tooLong } from '@vitrin/shared-libs/validation/messages';
import type { RoutePlugin } from '../../lib/routes';

/** icon_name is a Bootstrap Icons class (bi-facebook, …); without one the public site shows a globe. */
const socialMediaSchema = object({
  name: string().trim().required(REQUIRED).max(60, tooLong(60)),
  uri: string().trim().required(REQUIRED).max(500, tooLong(500)).matches(HTTP_URL, NOT_HTTP_URL),
  icon_name: string()
    .trim()
    .default('bi-globe')
    .transform((value: string) => value || 'bi-globe')
    .matches(/^bi-[a-z0-9-]{1,40}$/, 'Geçerli bir ikon seçiniz'),
});

const tags = ['settings'];

/** GET, POST, PUT, DELETE /api/admin/settings/social-media and POST …/queue (Süper Yönetici). */
export const socialMediaAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.settings));

  app.get(
    '/settings/social-media',
    { schema: { tags, summary: 'Social media links, heaviest queue first', response: envelope(arrayOf(socialMediaItemSchema)) } },
    async () => ok(await listSocialMedia(app.db)),
  );

  app.post(
    '/settings/social-media',
    { schema: { tags, summary: 'Adds a social media link (name, uri, icon_name)', response: envelope(socialMediaItemSchema) } },
    async (request) => {
      const input = await validate(socialMediaSchema, request.body, FAILED);
      const id = await audited(app.db, request, { entity: 'social_media', action: 'create', idOf: createdId }, (trx) =>
        insertSocialMedia(trx, input),
      );
      return ok(await findSocialMedia(app.db, id), 'Başarılı');
    },
  );

  app.put(
    '/settings/social-media',
    { schema: { tags, summary: 'Updates a social media link by id', response: envelope(socialMediaItemSchema) } },
    async (request) => {
      const id = idField(request.body);
      const input = await validate(socialMediaSchema, request.body, FAILED);
      await audited(app.db, request, { entity: 'social_media', action: 'update', id: id }, async (trx) => {
        if (!(await updateSocialMedia(trx, id, input))) throw httpError(404, NOT_FOUND);
      });
      return ok(await findSocialMedia(app.db, id), 'Güncellendi');
    },
  );

  registerDeleteAndQueue(app, {
    path: '/settings/social-media',
    tags,
    table: 'social_media',
    entity: 'social_media',
    what: 'a social media link',
    item: socialMediaItemSchema,
    remove: deleteSocialMedia,
    list: (db) => listSocialMedia(db),
  });
};
