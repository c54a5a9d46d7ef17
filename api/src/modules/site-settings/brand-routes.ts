import { audited } from '../../lib/audit/record';
import { keyValueSnapshot } from '../../lib/audit/snapshots';
import { object, string } from 'yup';
import type { Brand } from '@vitrin/shared-libs/types/api';
import { brandSchema as brandResponse } from '@vitrin/shared-libs/schemas/api';
import { envelope } from '@vitrin/shared-libs/schemas/wire';
import { ok } from '../../lib/http';
import { removeFiles, storeUpload, toFileAsset, uploadedFiles } from '../../lib/uploads';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { readSettings, writeSettings } from './repo';
import { BRAND_KEYS, siteBrand } from './service';
import { FAILED, REQUIRED, tooLong, HTTP_URL, NOT_HTTP_URL } from '@vitrin/shared-libs/validation/messages';
import type { RoutePlugin } from '../../lib/routes';

const COLOR = /^#[0-9a-fA-F]{6}$/;

const brandSchema = object({
  company_name: string().trim().required(REQUIRED).max(120, tooLong(120)),
  company_name_en: string().trim().required(REQUIRED).max(120, tooLong(120)),
  company_url: string().trim().required(REQUIRED).max(300, tooLong(300)).matches(HTTP_URL, NOT_HTTP_URL),
  main_color: string().trim().required(REQUIRED).matches(COLOR, 'Renk #RRGGBB biçiminde olmalı'),
  second_color: string().trim().required(REQUIRED).matches(COLOR, 'Renk #RRGGBB biçiminde olmalı'),
});

/** The three brand images: the form field, the brand field it sets, the key keeping the stored file's id. */
const IMAGES = [
  { field: 'logo', brand: 'logo', fileKey: 'brand_logo_file' },
  { field: 'logo2', brand: 'logo2', fileKey: 'brand_logo2_file' },
  { field: 'favicon', brand: 'favicon', fileKey: 'brand_favicon_file' },
] as const satisfies readonly { field: string; brand: keyof Brand; fileKey: string }[];

const tags = ['settings'];

/**
 * GET and PUT /api/admin/settings/brand (multipart or JSON): company names, URL, colours, and the logo, second
 * logo and favicon as uploads. Every page's runtime brand config reads what is saved here (Süper Yönetici).
 */
export const brandAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.settings));

  app.get(
    '/settings/brand',
    { schema: { tags, summary: 'The brand the pages use', response: envelope(brandResponse) } },
    async () => ok(await siteBrand(app.db, app.config.brand)),
  );

  app.put(
    '/settings/brand',
    { schema: { tags, summary: 'Saves the brand; logo, logo2 and favicon as image files', response: envelope(brandResponse) } },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const input = await validate(brandSchema, body, FAILED);
      const values: Record<string, string> = {
        [BRAND_KEYS.companyName]: input.company_name,
        [BRAND_KEYS.companyNameEn]: input.company_name_en,
        [BRAND_KEYS.companyUrl]: input.company_url,
        [BRAND_KEYS.mainColor]: input.main_color,
        [BRAND_KEYS.secondColor]: input.second_color,
      };
      // Every file is checked and stored before anything is written; a refused one leaves the brand unchanged.
      const stored: { fileKey: string; id: number }[] = [];
      try {
        for (const image of IMAGES) {
          const [file] = uploadedFiles(body[image.field]);
          if (!file) continue;
          const row = await storeUpload(app, file, 'image', { field: image.field, folder: 'brand' });
          stored.push({ fileKey: image.fileKey, id: row.id });
          values[BRAND_KEYS[image.brand]] = toFileAsset(row).url;
          values[image.fileKey] = String(row.id);
        }
      } catch (error) {
        await removeFiles(
          app,
          stored.map((s) => s.id),
        );
        throw error;
      }
      const previous = await readSettings(
        app.db,
        stored.map((s) => s.fileKey),
      );
      const snapshot = keyValueSnapshot('site_settings', (key) => key in values);
      await audited(app.db, request, { entity: 'brand', action: 'update', snapshot }, (trx) => writeSettings(trx, values));
      await removeFiles(
        app,
        Object.values(previous).map((id) => (id ? Number(id) : null)),
      );
      return ok(await siteBrand(app.db, app.config.brand), 'Güncellendi');
    },
  );
};
