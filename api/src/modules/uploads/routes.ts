import type { FastifyPluginAsync } from 'fastify';
import { ok, ValidationFailed } from '../../lib/http';
import { storeUpload, toFileAsset, uploadedFiles } from '../../lib/uploads';
import { AREA_ROLES } from '../auth/roles';

/**
 * POST /api/admin/uploads/image (multipart, field `file`): an image placed in rich-text content. Answers the
 * URL the editor inserts (the widest WebP variant, else the original) and the whole asset.
 */
export const uploadAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.content, ...AREA_ROLES.catalogue, ...AREA_ROLES.media));

  app.post(
    '/uploads/image',
    { schema: { tags: ['uploads'], summary: 'Stores an image for the rich-text editor; answers { url, asset }' } },
    async (request) => {
      const [file] = uploadedFiles((request.body as Record<string, unknown> | undefined)?.file);
      if (!file) throw new ValidationFailed({ file: '* Bu Alan Zorunlu' }, 'İşlem Başarısız!');
      const asset = toFileAsset(await storeUpload(app, file, 'image', { field: 'file', folder: 'editor' }));
      const widest = asset.variants[asset.variants.length - 1];
      return ok({ url: widest?.url ?? asset.url, asset }, 'Başarılı');
    },
  );
};
