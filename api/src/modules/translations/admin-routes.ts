/**
 * GET /api/admin/translations (each language's missing texts, counted per kind) and
 * GET /api/admin/translations/{abbr}?kind= (the records of one kind missing texts in that language, paged).
 * Editör and Süper Yönetici (area translations); docs/api.md "Translation status".
 */
import { TRANSLATION_KINDS, type TranslationKind } from '@vitrin/shared-libs/registry/translations';
import { missingTranslationSchema, translationSummarySchema } from '@vitrin/shared-libs/schemas/translations';
import { arrayOf, envelope, paged } from '@vitrin/shared-libs/schemas/wire';
import { httpError, ok } from '../../lib/http';
import type { RoutePlugin } from '../../lib/routes';
import { AREA_ROLES } from '../auth/roles';
import { listLanguages } from '../../lib/languages';
import { defaultLanguageOf } from '../languages/service';
import { missingTranslations, translationSummaries } from './repo';

const tags = ['admin', 'languages'];
const security = [{ bearer: [] }];
export const TRANSLATIONS_PER_PAGE = 25;

export const translationAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.translations));

  app.get(
    '/translations',
    {
      schema: {
        tags,
        security,
        summary: 'Every language but the default, with how many texts it lacks, per kind of record',
        response: envelope(arrayOf(translationSummarySchema)),
      },
    },
    async () => ok(await translationSummaries(app.db, await listLanguages(app.db))),
  );

  app.get(
    '/translations/:abbr',
    {
      schema: {
        tags,
        security,
        summary: 'The records of one kind that lack texts in a language, and which fields',
        params: { type: 'object', properties: { abbr: { type: 'string', maxLength: 12 } }, required: ['abbr'] },
        querystring: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: [...TRANSLATION_KINDS] },
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            per_page: { type: 'integer', minimum: 1, maximum: 100, default: TRANSLATIONS_PER_PAGE },
          },
          required: ['kind'],
        },
        response: envelope(paged(missingTranslationSchema)),
      },
    },
    async (request) => {
      const { kind, page, per_page: perPage } = request.query as { kind: TranslationKind; page: number; per_page: number };
      const languages = await listLanguages(app.db);
      const reference = defaultLanguageOf(languages);
      const abbr = request.params.abbr.trim().toLowerCase();
      if (!reference || reference.abbr === abbr || !languages.some((language) => language.abbr === abbr)) {
        throw httpError(404, 'Dil bulunamadı');
      }
      return ok(await missingTranslations(app.db, kind, abbr, reference.abbr, { page, perPage }));
    },
  );
};
