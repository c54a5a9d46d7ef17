import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'yup';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { findLanguage, listLanguages, setLanguageActive } from './repo';
import { LANG_COOKIE, languageContext, toLanguage, toStaticLanguage } from './service';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const langQuery = { type: 'object', properties: { lang: { type: 'string', maxLength: 12 } } } as const;

/** GET /api/pages/all-languages, /static-languages, /change-language/:abbr. */
export const languagePublicRoutes: FastifyPluginAsync = async (app) => {
  app.get('/all-languages', { schema: { tags: ['languages'], summary: 'Active languages' } }, async () => {
    const all = await listLanguages(app.db);
    return ok(all.filter((l) => l.is_active === 1).map(toLanguage));
  });

  app.get(
    '/static-languages',
    { schema: { tags: ['languages'], summary: "The current language's static texts", querystring: langQuery } },
    async (request) => {
      const { current } = await languageContext(app.db, request);
      return ok(toStaticLanguage(current));
    },
  );

  app.get<{ Params: { abbr: string } }>(
    '/change-language/:abbr',
    {
      schema: {
        tags: ['languages'],
        summary: 'Sets the _lang cookie and returns that language’s static texts',
        params: { type: 'object', properties: { abbr: { type: 'string', maxLength: 12 } }, required: ['abbr'] },
      },
    },
    async (request, reply) => {
      const language = await findLanguage(app.db, request.params.abbr.trim().toLowerCase());
      if (!language || language.is_active !== 1) throw httpError(404, 'Language not found');
      reply.setCookie(LANG_COOKIE, language.abbr, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' });
      return ok(toStaticLanguage(language));
    },
  );
};

const activeSchema = object({ abbr: string().trim().lowercase().required('* Bu Alan Zorunlu').max(12) });

/** GET /api/admin/languages, PUT /api/admin/languages/active (Süper Yönetici). */
export const languageAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.languages));

  app.get('/languages', { schema: { tags: ['languages'], summary: 'Every language' } }, async () => {
    return ok((await listLanguages(app.db)).map(toLanguage));
  });

  app.put('/languages/active', { schema: { tags: ['languages'], summary: 'Turns a language on or off' } }, async (request) => {
    const { abbr } = await validate(activeSchema, request.body, 'İşlem Başarısız!');
    const language = await findLanguage(app.db, abbr);
    if (!language) throw new ValidationFailed({ abbr: 'Dil bulunamadı' }, 'İşlem Başarısız!');
    if (language.is_default === 1 && language.is_active === 1) {
      throw new ValidationFailed({ abbr: 'Varsayılan dil pasif yapılamaz' }, 'İşlem Başarısız!');
    }
    await setLanguageActive(app.db, abbr, language.is_active !== 1);
    return ok(toLanguage((await findLanguage(app.db, abbr))!), 'Değiştirildi');
  });
};
