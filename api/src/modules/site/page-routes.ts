import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { RemoteName, RuntimeConfig } from '@vitrin/shared-libs/types/api';
import { pageAddress } from '@vitrin/shared-libs/registry/pageParams';
import { listLanguages } from '../../lib/languages';
import { pageSettings } from '../site-settings/service';
import { LANG_COOKIE, pickLanguage, rememberLanguageCookie } from '../languages/service';
import { jsonForScript } from '../../lib/html';
import { type CacheStats, cacheStats } from '../../lib/cache-stats';
import { buildHead, type Preload } from './head';
import { publicPageMeta } from './meta';
import { pageTarget } from './routes-table';
import { pageSeo, seoTags } from './seo';
import { siteOrigin } from './sitemap';
import { contentVersion } from './content-version';
import { PageCache } from './page-cache';
import {
  compressForKeeps,
  gzippedPage,
  pageBytes,
  pageEncoding,
  type Visitor,
  type VisitorPage,
  visitorPage,
} from './page-compression';
import { RenderGate } from './render-gate';
import {
  clearPreviewCookie,
  PREVIEW_COOKIE,
  PREVIEW_PARAM,
  previewBar,
  readPreview,
  setPreviewCookie,
} from '../releases/preview';
import { visitorBucket } from '../releases/canary';
import { previewing } from '../../lib/preview-context';
import { plannedPreviewBar } from '../schedule/preview';
import { sameSitePath } from '../../lib/preview-links';
import { PageRenderer, remotesOfPage, type Rendered } from './ssr';
import { pageScripts, readStartFiles, type StartFiles } from './script-preloads';
import { releaseAccess } from '../releases/origins';
import { fillRendered, fillTemplate, PageTemplate } from './template';
import { CriticalStyles } from './critical-css';
import type { RoutePlugin } from '../../lib/routes';

/**
 * A page's query string: only `lang` is read. It takes any value (a repeated `?lang=` is an array), so that no
 * query string can fail validation and turn a page into an error.
 */
const pageRouteQuery = { type: 'object', properties: { lang: {} } } as const;

/** Paths that are never a page: an unknown one is a plain 404. */
const NOT_PAGES = ['/api/', '/mf/', '/uploads/'];

/**
 * What a public page's first screen fetches in a chain, for the head to preload at once: the language pack, the
 * language list and mf_public's manifest. Not the remote's script: a preload that failed (the remote briefly
 * unreachable) would be reused by the script tag, and the fallback's Retry could never recover.
 */
export function publicPreloads(
  publicRemote: string,
  lang: string,
  rendered: boolean,
  scripts: readonly string[] = [],
): Preload[] {
  // A rendered page carries the language pack and list in its state: nothing to fetch for them.
  const data: Preload[] = rendered
    ? []
    : [
        { href: `/api/pages/static-languages?lang=${encodeURIComponent(lang)}`, as: 'fetch' },
        { href: '/api/pages/all-languages', as: 'fetch' },
      ];
  return [...data, { href: publicRemote, as: 'fetch' }, ...scripts.map((href): Preload => ({ href, as: 'script' }))];
}

/**
 * Sends a page with this visitor's values: gzipped when the client takes it (the page's head compressed once, its
 * visitor's end per answer: page-compression.ts), else as text; `Vary: Accept-Encoding` either way.
 */
function sendPage(reply: FastifyReply, status: number, page: VisitorPage, visitor: Visitor): FastifyReply {
  reply.code(status).type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (!pageEncoding(reply.request.headers['accept-encoding'])) return reply.send(pageBytes(page, visitor));
  return reply.header('Content-Encoding', 'gzip').send(gzippedPage(page, visitor));
}

/**
 * A rendered page's cache key: what it shows (content version, the releases it is rendered with and their builds),
 * where, in which language. A canary visitor's page is kept apart from everyone else's (canary.ts).
 */
async function pageCacheKey(
  renderer: PageRenderer,
  version: number,
  siteUrl: string,
  lang: string,
  url: string,
  remotes: Record<RemoteName, string>,
): Promise<string | null> {
  const builds = await renderer.buildVersion(remotes);
  if (builds === null) return null;
  return [version, Object.values(remotes).join(','), builds, siteUrl, lang, url].join('|');
}

/**
 * An HTML page's headers. Its Content-Security-Policy lets only scripts carrying this answer's nonce run, and
 * what they insert ('strict-dynamic': the remotes Module Federation loads, an analytics tag's own loader);
 * 'unsafe-inline' and https: only matter to browsers too old for nonces, which ignore them otherwise.
 */
export function setPageSecurityHeaders(reply: FastifyReply, nonce: string, development = false): void {
  const scripts = [`'nonce-${nonce}'`, "'strict-dynamic'", "'unsafe-inline'", 'https:'];
  // Development builds evaluate their modules for source maps.
  if (development) scripts.push("'unsafe-eval'");
  reply.header(
    'Content-Security-Policy',
    [`script-src ${scripts.join(' ')}`, "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"].join('; '),
  );
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'SAMEORIGIN');
}

/** Runs a render, counted while it runs (/metrics). */
async function rendering<T>(stats: CacheStats, render: () => Promise<T>): Promise<T> {
  stats.rendering += 1;
  stats.renders += 1;
  try {
    return await render();
  } finally {
    stats.rendering -= 1;
  }
}

/**
 * Every other GET renders the shell's index.html with the visitor's language, the route's <title> and
 * description, the CSRF token and the runtime config. Unknown public paths render too (status 200): the
 * client's router shows /404.
 */
export const siteRoutes: RoutePlugin = async (app) => {
  const { config } = app;
  const template = new PageTemplate(config.shellTemplate, config.nodeEnv === 'development');
  // The shell's start files, read with its template: once in production, on every page in development.
  let startFiles: Promise<StartFiles> | null = null;
  const shellStart = () => {
    if (!startFiles || config.nodeEnv === 'development') startFiles = readStartFiles(config.shellTemplate);
    return startFiles;
  };
  // The shell's stylesheets, read beside its template (critical-css.ts).
  const criticalStyles = new CriticalStyles(path.dirname(config.shellTemplate), config.nodeEnv === 'development');
  // Parsed now (a few hundred ms once), not during the first visitor's render.
  if (config.ssr.enabled)
    void template
      .load()
      .then((html) => (html === null ? null : criticalStyles.forPage(html, '')))
      .catch(() => undefined);
  const renderer = config.ssr.enabled ? new PageRenderer(app, app.log) : null;
  const cache = new PageCache(config.ssr.cacheEntries);
  const stats = cacheStats(app.db);
  const gate = new RenderGate<Rendered>(config.ssr.concurrency, config.ssr.queue, config.ssr.timeoutMs, stats);
  // The languages, read once per content version (every admin write raises it): a cached page reads no database.
  let languagesAt: { version: number; list: ReturnType<typeof listLanguages> } | null = null;
  const languagesOf = (version: number) => {
    if (languagesAt?.version !== version) languagesAt = { version, list: listLanguages(app.db) };
    return languagesAt.list;
  };

  app.get('/*', { schema: { hide: true, querystring: pageRouteQuery } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) return reply.callNotFound();

    const csrfToken = app.csrfToken(request, reply);
    const visitor = { csrfToken, nonce: randomBytes(16).toString('base64') };
    setPageSecurityHeaders(reply, visitor.nonce, config.nodeEnv === 'development');
    reply.header('Cache-Control', 'no-cache, private');

    const html = await template.load();
    if (html === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The front-end is not built yet: run `npm run build` in the repository root, then reload.\n');
    }

    const target = pageTarget(pathname);
    const siteUrl = siteOrigin(config.publicUrl, request);

    // A preview link sets (or, with `exit`, clears) this browser's preview, then sends it to the page without it.
    const previewAsked = (request.query as Record<string, unknown>)[PREVIEW_PARAM];
    if (previewAsked !== undefined) {
      const asked = readPreview(config.cookieSecret, previewAsked);
      if (asked && app.releases.previewable(asked.remote, asked.url)) setPreviewCookie(reply, String(previewAsked), asked);
      else clearPreviewCookie(reply);
      const rest = new URLSearchParams(request.url.split('?')[1] ?? '');
      rest.delete(PREVIEW_PARAM);
      return reply.redirect(`${sameSitePath(pathname)}${rest.size > 0 ? `?${rest.toString()}` : ''}`, 303);
    }
    const cookiePreview = target.area === 'public' ? readPreview(config.cookieSecret, request.cookies[PREVIEW_COOKIE]) : null;
    const preview = cookiePreview && app.releases.previewable(cookiePreview.remote, cookiePreview.url) ? cookiePreview : null;
    // The visitor's share (canary.ts): the live releases, or a running canary's when the visitor's bucket is in it.
    const visitorReleases = app.releases.forVisitor(target.area === 'public' ? visitorBucket(request, reply) : null);
    if (target.area !== 'public') {
      const settings = await pageSettings(app.db, config.brand);
      const { brand } = settings;
      const head = buildHead({
        title: `${target.area === 'login' ? 'Giriş Yap' : 'Yönetim Paneli'} | ${brand.companyName}`,
        description: null,
        favicon: brand.favicon,
        runtimeConfig: { remotes: app.releases.current(), brand, defaultLanguage: 'en', siteUrl },
        noIndex: true,
        // The admin and login pages never carry the analytics snippets (docs/security.md).
      });
      return sendPage(reply, 200, visitorPage(fillTemplate(html, 'tr', head)), visitor);
    }

    // A `?lang=` link (the navbar's language links, shared or opened in a new tab) wins over the cookie and
    // becomes the visitor's choice, as switching in the page does; an unknown or inactive code is ignored.
    const version = await contentVersion(app.db, config.ssr.versionCheckMs);
    const languages = await languagesOf(version);
    const asked = typeof request.query.lang === 'string' ? request.query.lang : undefined;
    const lang = pickLanguage(languages, [asked, request.cookies[LANG_COOKIE]]).abbr;
    if (asked !== undefined && asked.trim().toLowerCase() === lang) rememberLanguageCookie(reply, lang);

    // Rendered and cached by the parameters the page reads alone: `?utm_source=…` or a random query makes no new render.
    const address = pageAddress(request.url);
    // A previewed page (a release, or planned content: modules/schedule/preview.ts) is this browser's alone: never
    // kept, never served from the cache, never shared with a render under way for others.
    const planned = previewing();
    const cacheKey =
      renderer && cache.enabled && !preview && !planned
        ? await pageCacheKey(renderer, version, siteUrl, lang, address, visitorReleases)
        : null;
    // Health per release (modules/releases/health.ts): the page counts for each release its content needs; a
    // previewed page for none (its release is not in service).
    const needed = remotesOfPage(target.route);
    if (!preview) for (const remote of needed) app.releaseHealth.page(remote, visitorReleases[remote]);
    const cached = cacheKey ? cache.get(cacheKey) : undefined;
    if (cacheKey) stats.page[cached ? 'hits' : 'misses'] += 1;
    if (cached) {
      // Asked again: worth compressing as small as it goes, in the background (page-compression.ts).
      if (!cached.page.kept)
        compressForKeeps(cached.page).catch((error: unknown) =>
          request.log.warn({ err: error }, 'compressing a cached page failed'),
        );
      return sendPage(reply, cached.status, cached.page, visitor);
    }

    // The brand saved in the admin (settings) wins over the configuration's BRAND_* defaults.
    const settings = await pageSettings(app.db, config.brand);
    const { brand } = settings;
    const remotes = preview ? { ...visitorReleases, [preview.remote]: preview.url } : visitorReleases;
    const runtimeConfig: RuntimeConfig = { remotes, brand, defaultLanguage: 'en', siteUrl };
    // Past the render queue, the client-rendered page at once (render-gate.ts).
    const turn = renderer
      ? await gate.run(cacheKey, () => rendering(stats, () => renderer.render(address, lang, runtimeConfig, needed)))
      : null;
    const rendered = turn === 'shed' ? null : turn;
    // A render that failed, or a region that fell back, counts against the release it was rendered with.
    if (renderer && turn === null && !preview)
      for (const remote of needed) app.releaseHealth.renderFailure(remote, remotes[remote]);
    // Only a region the page needs: a remote it does not wait for may be missing without anything failing.
    if (rendered && !preview)
      for (const remote of rendered.unavailable)
        if (needed.includes(remote)) app.releaseHealth.renderFailure(remote, remotes[remote]);
    // Without a render, a path no route knows is still a 404 (an unknown slug is known only by rendering).
    const status = rendered?.status ?? (target.route === null ? 404 : 200);
    const notFound = status === 404;
    // A page whose main content is a remote that could not be had answers 503 (crawlers come back rather than index
    // the fallback), and tells the browser which regions fell back (docs/architecture.md, "A remote that fails").
    const fellBack = status === 503 && rendered ? rendered.unavailable : [];
    if (status === 503) reply.header('Retry-After', String(Math.ceil(config.releases.retryMs / 1000)));

    // What the render's screens reported for the head: the page reads no record again for it (docs/architecture.md,
    // "What the head says"). A not-found page is titled by the not_found route's page meta (else the company name).
    const reported = notFound ? undefined : rendered?.facts;
    const meta = await publicPageMeta(app.db, notFound ? { area: 'public', route: 'not_found' } : target, lang, reported);
    const title = meta.title ?? (lang === 'tr' ? brand.companyName : brand.companyNameEn);
    // Every page has a description (search results and link previews show one): else the home page's.
    const description =
      meta.description ??
      (target.route === 'home' ? null : (await publicPageMeta(app.db, { area: 'public', route: 'home' }, lang)).description);
    const activeLanguages = languages.filter((l) => l.is_active === 1).map((l) => l.abbr);
    const head = buildHead({
      title,
      description,
      favicon: brand.favicon,
      runtimeConfig: fellBack.length > 0 ? { ...runtimeConfig, unavailable: fellBack } : runtimeConfig,
      noIndex: notFound || status === 503,
      preloads: publicPreloads(
        remotes.mf_public,
        lang,
        rendered !== null,
        // A region that fell back loads nothing at once: its remote's files are not announced.
        await pageScripts(
          releaseAccess(config),
          await shellStart(),
          needed.filter((remote) => !fellBack.includes(remote)),
          remotes,
        ),
      ),
      stylesheets: rendered?.stylesheets ?? [],
      // Search engines and link previews: canonical, languages, Open Graph, JSON-LD (not for a 404).
      seo: notFound
        ? []
        : seoTags({
            siteUrl,
            pathname,
            lang,
            languages: activeLanguages,
            defaultLanguage: pickLanguage(languages, []).abbr,
            title,
            description,
            brand,
            home: pathname === '/',
            ...(await pageSeo(app.db, target, { siteUrl, pathname, lang, brand, title, homeName: brand.companyName }, reported)),
          }),
      keywords: settings.keywords,
      analytics: settings.scripts,
    });
    const bars = `${preview ? previewBar(preview) : ''}${planned ? plannedPreviewBar(planned) : ''}`;
    // A rendered page carries the part of the shell's stylesheet its markup needs; the rest does not block the paint.
    const deferred = rendered ? await criticalStyles.forPage(html, `${bars}${rendered.html}`) : [];
    const filledPage = fillTemplate(html, lang, head, deferred);
    const page = bars ? filledPage.replace(/<body([^>]*)>/, (body) => `${body}${bars}`) : filledPage;
    if (!rendered) return sendPage(reply, status, visitorPage(page), visitor);

    const filled = fillRendered(page, rendered.html, jsonForScript(rendered.state), rendered.builds);
    const entry = { status, page: visitorPage(filled) };
    // A page found is kept; a 404 is not, so addresses that name nothing cannot push real pages out of the cache.
    if (cacheKey && status !== 404 && status !== 503) cache.set(cacheKey, entry);
    return sendPage(reply, status, entry.page, visitor);
  });
};
