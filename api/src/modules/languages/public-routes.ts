import { languageSchema, staticLanguageSchema } from '@vitrin/shared-libs/schemas/api';
import { arrayOf, envelope } from '@vitrin/shared-libs/schemas/wire';
import { httpError, ok } from '../../lib/http';
import { listLanguages } from '../../lib/languages';
import { findLanguage } from './repo';
import { defaultLanguageOf, languageContext, rememberLanguageCookie, toLanguage, toStaticLanguage } from './service';
import type { RoutePlugin } from '../../lib/routes';

const langQuery = { type: 'object', properties: { lang: { type: 'string', maxLength: 12 } } } as const;

/** GET /api/pages/all-languages, /static-languages, /change-language/:abbr. */
export const languagePublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/all-languages',
    { schema: { tags: ['languages'], summary: 'Active languages', response: envelope(arrayOf(languageSchema)) } },
    async () => {
      const all = await listLanguages(app.db);
      return ok(all.filter((l) => l.is_active === 1).map(toLanguage));
    },
  );

  app.get(
    '/static-languages',
    {
      schema: {
        tags: ['languages'],
        summary: "The current language's static texts",
        querystring: langQuery,
        response: envelope(staticLanguageSchema),
      },
    },
    async (request) => {
      const { current, all } = await languageContext(app.db, request);
      return ok(toStaticLanguage(current, defaultLanguageOf(all)));
    },
  );

  app.get(
    '/change-language/:abbr',
    {
      schema: {
        tags: ['languages'],
        summary: 'Sets the _lang cookie and returns that language’s static texts',
        params: { type: 'object', properties: { abbr: { type: 'string', maxLength: 12 } }, required: ['abbr'] },
        response: envelope(staticLanguageSchema),
      },
    },
    async (request, reply) => {
      const language = await findLanguage(app.db, request.params.abbr.trim().toLowerCase());
      if (!language || language.is_active !== 1) throw httpError(404, 'Language not found');
      rememberLanguageCookie(reply, language.abbr);
      return ok(toStaticLanguage(language, defaultLanguageOf(await listLanguages(app.db))));
    },
  );
};
