import { auditedUpload } from '../../lib/audit/record';
import type { FastifyInstance } from 'fastify';
import type { FileAsset } from '@vitrin/shared-libs/types/files';
import { fileAssetSchema } from '@vitrin/shared-libs/schemas/files';
import { envelope, object, str } from '@vitrin/shared-libs/schemas/wire';
import { ok, ValidationFailed } from '../../lib/http';
import { storeUpload, toFileAsset, uploadedFiles } from '../../lib/uploads';
import { AREA_ROLES } from '../auth/roles';
import { FAILED, REQUIRED } from '@vitrin/shared-libs/validation/messages';
import type { RoutePlugin } from '../../lib/routes';

/**
 * Stores the image a rich-text editor places (multipart field `field`) under uploads/editor/, as WebP variants
 * plus the original. The one implementation behind both editor image URLs: POST /api/admin/uploads/image
 * (contracts editor, field `file`) and POST /api/admin/contents/images (page and media editors, field `image`).
 */
export async function storeEditorImage(app: FastifyInstance, body: unknown, field: string): Promise<FileAsset> {
  const [file] = uploadedFiles((body as Record<string, unknown> | undefined)?.[field]);
  if (!file) throw new ValidationFailed({ [field]: REQUIRED }, FAILED);
  return toFileAsset(await storeUpload(app, file, 'image', { field, folder: 'editor' }));
}

/**
 * POST /api/admin/uploads/image (multipart, field `file`): an image placed in rich-text content. Answers the
 * URL the editor inserts (the widest WebP variant, else the original) and the whole asset.
 */
export const uploadAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.content, ...AREA_ROLES.catalogue, ...AREA_ROLES.media));

  app.post(
    '/uploads/image',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Stores an image for the rich-text editor; answers { url, asset }',
        response: envelope(object({ url: str, asset: fileAssetSchema })),
      },
    },
    async (request) => {
      const asset = await auditedUpload(app, request, await storeEditorImage(app, request.body, 'file'));
      const widest = asset.variants[asset.variants.length - 1];
      return ok({ url: widest?.url ?? asset.url, asset }, 'Başarılı');
    },
  );
};
