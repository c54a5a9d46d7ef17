import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RuntimeConfig } from '@vitrin/shared-libs/types/api';
import { listLanguages } from '../languages/repo';
import { LANG_COOKIE, pickLanguage } from '../languages/service';
import { buildHead } from './head';
import { publicPageMeta } from './meta';
import { pageTarget } from './routes-table';
import { fillTemplate, PageTemplate } from './template';

/** Paths that are never a page: an unknown one is a plain 404. */
const NOT_PAGES = ['/api/', '/mf/', '/uploads/'];

export function setPageSecurityHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'SAMEORIGIN');
}

/**
 * Every other GET renders the shell's index.html with the visitor's language, the route's <title> and
 * description, the CSRF token and the runtime config. Unknown public paths render too (status 200): the
 * client's router shows /404.
 */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const template = new PageTemplate(config.shellTemplate, config.nodeEnv === 'development');
  const runtimeConfig: RuntimeConfig = { remotes: config.remotes, brand: config.brand, defaultLanguage: 'en' };

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) return reply.callNotFound();

    const csrfToken = app.csrfToken(request, reply);
    setPageSecurityHeaders(reply);
    reply.header('Cache-Control', 'no-cache, private');

    const html = await template.load();
    if (html === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The front-end is not built yet: run `npm run build` in the repository root, then reload.\n');
    }

    const target = pageTarget(pathname);
    let lang: string;
    let title: string;
    let description: string | null = null;
    if (target.area === 'public') {
      lang = pickLanguage(await listLanguages(app.db), [request.cookies[LANG_COOKIE]]).abbr;
      const meta = await publicPageMeta(app.db, target, lang);
      title = meta.title ?? (lang === 'tr' ? config.brand.companyName : config.brand.companyNameEn);
      description = meta.description;
    } else {
      lang = 'tr';
      title = `${target.area === 'login' ? 'Giriş Yap' : 'Yönetim Paneli'} | ${config.brand.companyName}`;
    }

    const head = buildHead({
      title,
      description,
      csrfToken,
      favicon: config.brand.favicon,
      runtimeConfig,
      noIndex: target.area !== 'public',
    });
    return reply.type('text/html; charset=utf-8').send(fillTemplate(html, lang, head));
  });
};
