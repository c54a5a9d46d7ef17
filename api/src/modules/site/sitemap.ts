/**
 * /robots.txt and /sitemap.xml (docs/seo.md): every public page a search engine should know, in each active
 * language (`?lang=`), with the other languages and `x-default` as alternates and `lastmod` from the data.
 * Past 50,000 URLs the sitemap becomes an index of /sitemap-{n}.xml parts.
 */
import { ADMIN_BASE } from '@vitrin/shared-libs/registry/siteAreas';
import {
  CONTENT_PAGES,
  INDEXED_PATHS,
  MEDIA_ROUTES,
  mediaItemPath,
  PUBLIC_ROUTES,
  routePath,
} from '@vitrin/shared-libs/registry/publicRoutes';
import { type MediaKind, SECTIONS } from '@vitrin/shared-libs/types/api';
import { MEDIA_KINDS } from '@vitrin/shared-libs/types/content';
import type { Db } from '../../db/connection';
import { escapeHtml } from '../../lib/html';
import { listLanguages } from '../../lib/languages';
import { pickLanguage } from '../languages/service';
import type { RoutePlugin } from '../../lib/routes';
import { crossReferencePaths } from '../cross-reference/repo';
import { isLive, live, liveNow } from '../../lib/schedule';
import { asVisitor } from '../../lib/preview-context';

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;

/** Pages without a parameter that belong in search engines (not the cart, checkout, search or /404). */
const STATIC_PAGES = INDEXED_PATHS;
/** Paths robots.txt keeps crawlers away from: the panel, the login, the visitor's own pages, and the API. */
export const DISALLOWED = [
  ADMIN_BASE,
  PUBLIC_ROUTES.login,
  PUBLIC_ROUTES.cart,
  PUBLIC_ROUTES.checkout,
  PUBLIC_ROUTES.compare,
  '/api/',
];

export interface SitemapPage {
  path: string;
  /** ISO date of the newest change the page shows, when known. */
  lastmod?: string;
}

const newest = (a: string | undefined, b: string | undefined) => (!a ? b : !b ? a : a > b ? a : b);

/** Every public page with the date it last changed: as any visitor sees the site now, even in a staff preview. */
export function sitemapPages(db: Db): Promise<SitemapPage[]> {
  return asVisitor(() => readSitemapPages(db));
}

async function readSitemapPages(db: Db): Promise<SitemapPage[]> {
  const [categories, subCategories, products, media, contracts, contentPages] = await Promise.all([
    db.selectFrom('categories').select(['id', 'seo_name', 'section', 'updated_at']).orderBy('id').execute(),
    db.selectFrom('sub_categories').select(['id', 'seo_name', 'updated_at']).orderBy('id').execute(),
    db
      .selectFrom('products')
      .select(['seo_name', 'category_id', 'sub_category_id', 'updated_at'])
      .where('is_active', '=', 1)
      .where(live(db, 'products'))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('media_items')
      .select(['kind', 'seo_name', 'updated_at'])
      .where('is_active', '=', 1)
      .where(live(db, 'media_items'))
      .orderBy('published_at', 'desc')
      .execute(),
    db.selectFrom('contracts').select(['seo_name', 'seo_name_tr', 'updated_at']).orderBy('queue', 'desc').execute(),
    db.selectFrom('pages').select(['key', 'publish_at', 'unpublish_at']).execute(),
  ]);
  // A content page outside its publishing window answers 404 (lib/schedule.ts): not listed.
  const now = liveNow(db);
  const hiddenKeys = new Set(contentPages.filter((page) => !isLive(page, now)).map((page) => page.key));
  const hiddenPaths = new Set(CONTENT_PAGES.filter((page) => hiddenKeys.has(page.key)).map((page) => page.path));

  const listChanged = new Map<number, string>();
  const subListChanged = new Map<number, string>();
  for (const product of products) {
    listChanged.set(product.category_id, newest(listChanged.get(product.category_id), product.updated_at)!);
    const sub = product.sub_category_id;
    if (sub !== null) subListChanged.set(sub, newest(subListChanged.get(sub), product.updated_at)!);
  }

  const mediaChanged = new Map<string, string>();
  for (const item of media) mediaChanged.set(item.kind, newest(mediaChanged.get(item.kind), item.updated_at)!);
  const sectionChanged = new Map<string, string>();
  for (const category of categories)
    sectionChanged.set(category.section, newest(sectionChanged.get(category.section), category.updated_at)!);

  const pages: SitemapPage[] = STATIC_PAGES.filter((path) => !hiddenPaths.has(path)).map((path) => {
    const kind = MEDIA_KINDS.find((mediaKind) => PUBLIC_ROUTES[MEDIA_ROUTES[mediaKind].list] === path);
    const lastmod = kind ? mediaChanged.get(kind) : undefined;
    return lastmod ? { path, lastmod } : { path };
  });
  for (const section of SECTIONS) {
    const path = routePath('categories', section);
    const lastmod = sectionChanged.get(section);
    pages.push(lastmod ? { path, lastmod } : { path });
  }
  for (const category of categories) {
    const lastmod = newest(category.updated_at, listChanged.get(category.id));
    pages.push({ path: routePath('products', category.seo_name), ...(lastmod ? { lastmod } : {}) });
  }
  // A sub-category is a product list of its own (docs/decisions.md).
  for (const sub of subCategories) {
    const lastmod = newest(sub.updated_at, subListChanged.get(sub.id));
    pages.push({ path: routePath('products', sub.seo_name), ...(lastmod ? { lastmod } : {}) });
  }
  for (const product of products)
    pages.push({ path: routePath('product_details', product.seo_name), lastmod: product.updated_at });
  for (const item of media) {
    if (item.kind in MEDIA_ROUTES)
      pages.push({ path: mediaItemPath(item.kind as MediaKind, item.seo_name), lastmod: item.updated_at });
  }
  for (const contract of contracts) {
    const seo = contract.seo_name ?? contract.seo_name_tr;
    if (seo) pages.push({ path: routePath('contract', seo), lastmod: contract.updated_at });
  }
  // The cross-reference pages: the index, each manufacturer's numbers, each OEM number of an active product.
  pages.push(...(await crossReferencePaths(db)));
  return pages;
}

/** A page in one language: the `?lang=` link the navbar's language links use. */
/**
 * A page's address in one language (docs/seo.md): the default language's is the bare address (what a first visit,
 * with no cookie and no `?lang`, is served, and so also `x-default`); every other language's carries `?lang=`.
 * Each version names itself canonical, so no page points at another hreflang address.
 */
export const languageUrl = (siteUrl: string, path: string, lang: string, defaultLanguage: string) =>
  lang === defaultLanguage ? `${siteUrl}${path}` : `${siteUrl}${path}?lang=${encodeURIComponent(lang)}`;

/** The sitemap's <url> entries: each page once per language, each naming all of its languages and x-default. */
export function sitemapEntries(
  siteUrl: string,
  pages: readonly SitemapPage[],
  languages: readonly string[],
  defaultLanguage: string,
): string[] {
  const entries: string[] = [];
  for (const page of pages) {
    const alternates = [
      ...languages.map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(languageUrl(siteUrl, page.path, lang, defaultLanguage))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(`${siteUrl}${page.path}`)}"/>`,
    ].join('');
    const lastmod = page.lastmod ? `<lastmod>${escapeHtml(page.lastmod.slice(0, 10))}</lastmod>` : '';
    for (const lang of languages) {
      entries.push(
        `<url><loc>${escapeHtml(languageUrl(siteUrl, page.path, lang, defaultLanguage))}</loc>${lastmod}${alternates}</url>`,
      );
    }
  }
  return entries;
}

/** The part number of /sitemap-{part}.xml, as written in the path (checked by the handler). */
const partParams = { type: 'object', required: ['part'], properties: { part: { type: 'string' } } } as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlset(entries: readonly string[]): string {
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(siteUrl: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeHtml(`${siteUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** The site's own origin for absolute URLs: PUBLIC_URL, else the origin the request came to. */
export function siteOrigin(publicUrl: string | null, request: { protocol: string; host: string }): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

export const seoFileRoutes = (limit = SITEMAP_LIMIT): RoutePlugin =>
  async function seoFiles(app) {
    const entriesFor = async (siteUrl: string) => {
      const all = await listLanguages(app.db);
      const languages = all.filter((language) => language.is_active).map((language) => language.abbr);
      return sitemapEntries(siteUrl, await sitemapPages(app.db), languages, pickLanguage(all, []).abbr);
    };

    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(robotsTxt(siteOrigin(app.config.publicUrl, request))),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const siteUrl = siteOrigin(app.config.publicUrl, request);
      const entries = await entriesFor(siteUrl);
      reply.type('application/xml; charset=utf-8');
      if (entries.length <= limit) return reply.send(urlset(entries));
      return reply.send(sitemapIndex(siteUrl, Math.ceil(entries.length / limit)));
    });

    app.get('/sitemap-:part.xml', { schema: { hide: true, params: partParams } }, async (request, reply) => {
      const part = Number(request.params.part);
      const siteUrl = siteOrigin(app.config.publicUrl, request);
      const entries = await entriesFor(siteUrl);
      const parts = entries.length > limit ? Math.ceil(entries.length / limit) : 0;
      if (!Number.isInteger(part) || part < 1 || part > parts) return reply.callNotFound();
      return reply.type('application/xml; charset=utf-8').send(urlset(entries.slice((part - 1) * limit, part * limit)));
    });
  };
