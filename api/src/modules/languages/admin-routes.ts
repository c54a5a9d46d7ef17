import { audited } from '../../lib/audit/record';
import { object, string } from 'yup';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { jsonField } from '../../lib/body-fields';
import type { AdminLanguage, LanguageTexts } from '@vitrin/shared-libs/types/settings';
import { languageSchema } from '@vitrin/shared-libs/schemas/api';
import { adminLanguageSchema, languageTextsSchema } from '@vitrin/shared-libs/schemas/settings';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';
import type { LanguageRow } from '../../db/tables/languages';
import { blankPageLang, missingTexts, pageLangProblem, parsePageLang } from '../../lib/page-lang';
import { listLanguages } from '../../lib/languages';
import { findLanguage, insertLanguage, savePageLang, setLanguageActive } from './repo';
import { defaultLanguageOf, languageName, toLanguage } from './service';
import { FAILED, REQUIRED, tooLong } from '@vitrin/shared-libs/validation/messages';
import type { RoutePlugin } from '../../lib/routes';

const activeSchema = object({ abbr: string().trim().lowercase().required(REQUIRED).max(12) });
const createSchema = object({
  abbr: string()
    .trim()
    .lowercase()
    .required(REQUIRED)
    .matches(/^[a-z]{2,3}$/, 'Dil kodu 2 veya 3 harften oluşmalı (ör. de)'),
  lang: string().trim().max(60, tooLong(60)),
});

function withCounts(row: LanguageRow, reference: LanguageRow | undefined): AdminLanguage {
  const counts = reference
    ? missingTexts(parsePageLang(row.page_lang), parsePageLang(reference.page_lang))
    : { missing: 0, total: 0 };
  return { ...toLanguage(row), ...counts };
}

const tags = ['languages'];

/**
 * GET /api/admin/languages (with missing-text counts), GET /api/admin/languages/{abbr} (its texts),
 * POST (abbr), PUT /page-lang (abbr, page_lang), PUT /active (abbr). Süper Yönetici only.
 */
export const languageAdminRoutes: RoutePlugin = async (app) => {
  const languagesOnly = app.requireRole(...AREA_ROLES.languages);
  // Reading the list is also for the roles that edit per-language content: their forms need every language.
  const readers = app.requireRole(...AREA_ROLES.languageList);
  app.addHook('onRoute', (route) => {
    const isList = route.method === 'GET' && route.url.endsWith('/languages');
    route.onRequest = [isList ? readers : languagesOnly];
  });

  app.get(
    '/languages',
    {
      schema: {
        tags,
        summary: 'Every language, with how many static texts it lacks',
        response: envelope(arrayOf(adminLanguageSchema)),
      },
    },
    async () => {
      const all = await listLanguages(app.db);
      const reference = defaultLanguageOf(all);
      return ok(all.map((row) => withCounts(row, reference)));
    },
  );

  app.get(
    '/languages/:abbr',
    {
      schema: {
        tags,
        summary: "A language's static texts (page_lang)",
        params: { type: 'object', properties: { abbr: { type: 'string', maxLength: 12 } }, required: ['abbr'] },
        response: envelope(languageTextsSchema),
      },
    },
    async (request) => {
      const language = await findLanguage(app.db, request.params.abbr.trim().toLowerCase());
      if (!language) throw httpError(404, 'Dil bulunamadı');
      const texts: LanguageTexts = { abbr: language.abbr, lang: language.lang, page_lang: parsePageLang(language.page_lang) };
      return ok(texts);
    },
  );

  app.post(
    '/languages',
    { schema: { tags, summary: 'Creates a language (inactive) from its code', response: envelope(adminLanguageSchema) } },
    async (request) => {
      const input = await validate(createSchema, request.body, 'Oluşturulamadı!');
      if (await findLanguage(app.db, input.abbr)) {
        throw new ValidationFailed({ abbr: 'Bu dil sistemde zaten var' }, 'Bu dil sistemde zaten var!');
      }
      const lang = input.lang || languageName(input.abbr);
      if (!lang) throw new ValidationFailed({ abbr: 'Tanınmayan dil kodu' }, 'Tanınmayan dil kodu!');
      const reference = defaultLanguageOf(await listLanguages(app.db));
      // The new language starts with the default language's keys and empty texts (see lib/page-lang.ts).
      const pageLang = JSON.stringify(blankPageLang(reference ? parsePageLang(reference.page_lang) : {}));
      await audited(app.db, request, { entity: 'language', action: 'create', id: input.abbr }, (trx) =>
        insertLanguage(trx, input.abbr, lang, pageLang),
      );
      return ok(withCounts((await findLanguage(app.db, input.abbr))!, reference), 'Başarılı');
    },
  );

  app.put(
    '/languages/page-lang',
    { schema: { tags, summary: "Saves a language's static texts", response: envelope(adminLanguageSchema) } },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { abbr } = await validate(activeSchema, body, FAILED);
      const pageLang = jsonField(body.page_lang, 'page_lang', FAILED);
      const problem = body.page_lang === undefined ? REQUIRED : pageLangProblem(pageLang);
      if (problem) throw new ValidationFailed({ page_lang: problem }, FAILED);
      await audited(app.db, request, { entity: 'language', action: 'update', id: abbr }, async (trx) => {
        if (!(await savePageLang(trx, abbr, JSON.stringify(pageLang)))) throw httpError(404, 'Dil bulunamadı');
      });
      const all = await listLanguages(app.db);
      return ok(
        withCounts(
          all.find((l) => l.abbr === abbr)!,
          defaultLanguageOf(all),
        ),
        'Güncellendi',
      );
    },
  );

  app.put(
    '/languages/active',
    { schema: { tags, summary: 'Turns a language on or off', response: envelope(languageSchema) } },
    async (request) => {
      const { abbr } = await validate(activeSchema, request.body, FAILED);
      const language = await findLanguage(app.db, abbr);
      if (!language) throw new ValidationFailed({ abbr: 'Dil bulunamadı' }, FAILED);
      if (language.is_default === 1 && language.is_active === 1) {
        throw new ValidationFailed({ abbr: 'Varsayılan dil pasif yapılamaz' }, FAILED);
      }
      const action = language.is_active === 1 ? 'deactivate' : 'activate';
      await audited(app.db, request, { entity: 'language', action, id: abbr }, (trx) =>
        setLanguageActive(trx, abbr, language.is_active !== 1),
      );
      return ok(toLanguage((await findLanguage(app.db, abbr))!), 'Değiştirildi');
    },
  );
};
