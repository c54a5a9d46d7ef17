import { audited } from '../../lib/audit/record';
import { keyValueSnapshot } from '../../lib/audit/snapshots';
import { array, object, string } from 'yup';
import { siteSettingsDataSchema } from '@vitrin/shared-libs/schemas/settings';
import { envelope } from '@vitrin/shared-libs/schemas/wire';
import { httpError, ok } from '../../lib/http';
import { validate } from '../../lib/validation';
import { AREA_ROLES, SUPER_ADMIN } from '../auth/roles';
import { writeSettings } from './repo';
import { SCRIPT_KEYS, siteSettings, splitKeywords } from './service';
import { FAILED, NOT_A_TIME_ZONE, tooLong } from '@vitrin/shared-libs/validation/messages';
import { isTimeZone } from '@vitrin/shared-libs/utils/zonedTime';
import type { RoutePlugin } from '../../lib/routes';

const SCRIPT_MAX = 20_000;
const KEYWORD_MAX = 60;
const KEYWORDS_MAX = 60;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const script = () => string().max(SCRIPT_MAX, tooLong(SCRIPT_MAX));

const siteSchema = object({
  google_script: script(),
  yandex_script: script(),
  fb_pixel_script: script(),
  // Comma-joined as the spec's client sends it, or a list.
  keywords: array(string().required('Bir anahtar kelime metin olmalı'))
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' || isStringList(original) ? splitKeywords(original) : value,
    )
    .max(KEYWORDS_MAX, `En fazla ${KEYWORDS_MAX} anahtar kelime girilebilir`)
    .test('keyword-length', `Bir anahtar kelime ${KEYWORD_MAX} karakteri geçemez`, (list) =>
      (list ?? []).every((k) => typeof k !== 'string' || (k.length <= KEYWORD_MAX && !k.includes(','))),
    ),
  // Scheduled publishing's times are in this zone (lib/schedule.ts).
  time_zone: string()
    .trim()
    .test('time-zone', NOT_A_TIME_ZONE, (value) => value === undefined || isTimeZone(value)),
});

const tags = ['settings'];

/**
 * GET and PUT /api/admin/settings/site. Keywords are SEO content, open to the page-meta roles (Editör); the
 * analytics scripts run on every public page, so only Süper Yönetici may change them.
 */
export const siteSettingsAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.pageMeta));

  app.get(
    '/settings/site',
    { schema: { tags, summary: 'Analytics scripts and keywords', response: envelope(siteSettingsDataSchema) } },
    async (request) => {
      return ok({ ...(await siteSettings(app.db)), can_edit_scripts: request.user?.role_group === SUPER_ADMIN });
    },
  );

  app.put(
    '/settings/site',
    {
      schema: {
        tags,
        summary: 'Saves the analytics scripts (Süper Yönetici only), keywords (comma-joined) and the time zone (IANA name)',
        response: envelope(siteSettingsDataSchema),
      },
    },
    async (request) => {
      const input = await validate(siteSchema, request.body, FAILED);
      const current = await siteSettings(app.db);
      const changes: Record<string, string> = {};
      for (const key of SCRIPT_KEYS) {
        const value = input[key];
        if (value !== undefined && value !== current[key]) changes[key] = value;
      }
      const changedScripts = Object.keys(changes);
      if (changedScripts.length > 0 && request.user?.role_group !== SUPER_ADMIN) {
        throw httpError(403, 'Analitik kodlarını yalnızca Süper Yönetici değiştirebilir!');
      }
      if (input.keywords !== undefined) changes.keywords = input.keywords.join(',');
      if (input.time_zone !== undefined && input.time_zone !== current.time_zone) changes.time_zone = input.time_zone;
      const snapshot = keyValueSnapshot('site_settings', (key) => key in changes);
      await audited(app.db, request, { entity: 'site_settings', action: 'update', snapshot }, (trx) =>
        writeSettings(trx, changes),
      );
      return ok({ ...(await siteSettings(app.db)), can_edit_scripts: request.user?.role_group === SUPER_ADMIN }, 'Güncellendi');
    },
  );
};
