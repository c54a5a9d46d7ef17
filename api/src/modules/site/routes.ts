import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RuntimeConfig } from '@vitrin/shared-libs/types/api';
import { listLanguages } from '../languages/repo';
import { pageSettings } from '../site-settings/service';
import { LANG_COOKIE, pickLanguage, rememberLanguageCookie } from '../languages/service';
import { buildHead, type Preload } from './head';
import { publicPageMeta } from './meta';
import { pageTarget } from './routes-table';
import { fillTemplate, PageTemplate } from './template';

/** Paths that are never a page: an unknown one is a plain 404. */
const NOT_PAGES = ['/api/', '/mf/', '/uploads/'];

/**
 * What a public page's first screen fetches in a chain, for the head to preload at once: the language pack, the
 * language list and mf_public's manifest. Not the remote's script: a preload that failed (the remote briefly
 * unreachable) would be reused by the script tag, and the fallback's Retry could never recover.
 */
export function publicPreloads(publicRemote: string, lang: string): Preload[] {
  return [
    { href: `/api/pages/static-languages?lang=${encodeURIComponent(lang)}`, as: 'fetch' },
    { href: '/api/pages/all-languages', as: 'fetch' },
    { href: publicRemote, as: 'fetch' },
  ];
}

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
    // The brand saved in the admin (settings) wins over the configuration's BRAND_* defaults.
    const settings = await pageSettings(app.db, config.brand);
    const { brand } = settings;
    const runtimeConfig: RuntimeConfig = { remotes: config.remotes, brand, defaultLanguage: 'en' };
    const isPublic = target.area === 'public';
    let lang: string;
    let title: string;
    let description: string | null = null;
    let alternates: string[] = [];
    const query = request.query as Record<string, unknown>;
    if (target.area === 'public') {
      // A `?lang=` link (the navbar's language links, shared or opened in a new tab) wins over the cookie and
      // becomes the visitor's choice, as switching in the page does; an unknown or inactive code is ignored.
      const languages = await listLanguages(app.db);
      const asked = typeof query.lang === 'string' ? query.lang : undefined;
      lang = pickLanguage(languages, [asked, request.cookies[LANG_COOKIE]]).abbr;
      if (asked !== undefined && asked.trim().toLowerCase() === lang) {
        rememberLanguageCookie(reply, lang);
      }
      alternates = languages.filter((l) => l.is_active === 1).map((l) => l.abbr);
      const meta = await publicPageMeta(app.db, target, lang);
      title = meta.title ?? (lang === 'tr' ? brand.companyName : brand.companyNameEn);
      description = meta.description;
    } else {
      lang = 'tr';
      title = `${target.area === 'login' ? 'Giriş Yap' : 'Yönetim Paneli'} | ${brand.companyName}`;
    }

    const head = buildHead({
      title,
      description,
      csrfToken,
      favicon: brand.favicon,
      runtimeConfig,
      noIndex: target.area !== 'public',
      preloads: isPublic ? publicPreloads(config.remotes.mf_public, lang) : [],
      alternates: alternates.map((abbr) => ({
        lang: abbr,
        href: `${request.protocol}://${request.host}${pathname}?lang=${abbr}`,
      })),
      keywords: isPublic ? settings.keywords : [],
      // The admin and login pages never carry the analytics snippets (DOMAIN.md "Site settings").
      analytics: isPublic ? settings.scripts : [],
    });
    return reply.type('text/html; charset=utf-8').send(fillTemplate(html, lang, head));
  });
};
