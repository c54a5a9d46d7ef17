/**
 * The public routes, one entry a route (docs/architecture.md, "Registries"). Its name is also its page-meta key
 * and banner key; `path` is where it lives (path-history mode); `staffName` is what the panel calls it (page
 * meta, banners); `indexed` puts it in the sitemap. A content page — an about-type page staff edit in the one
 * page editor — also names its public menu group and its admin route and path. Read by the public site (router,
 * navbar, footer), the API (page rows, page titles, sitemap, banners) and the admin (menu, page names, editors).
 * Adding a content page is one entry here plus its texts in the language packs.
 */

import { LOGIN_PATH } from '@vitrin/shared-libs/registry/siteAreas';
import type { MediaKind } from '@vitrin/shared-libs/types/api';

export type ContentPageGroup = 'corporate' | 'quality';

export interface PublicRouteEntry {
  path: string;
  staffName?: string;
  indexed?: boolean;
  /** Only the paths without a parameter have a banner of their own, and only the ones a banner suits. */
  banner?: boolean;
  content?: { group: ContentPageGroup; adminRoute: string; adminPath: string };
}

export const PUBLIC_ROUTE_TABLE = {
  home: { path: '/', staffName: 'Ana Sayfa', indexed: true },
  about_us: {
    path: '/about-us',
    staffName: 'Hakkımızda',
    indexed: true,
    banner: true,
    content: { group: 'corporate', adminRoute: 'pages.aboutUs', adminPath: 'pages/about-us' },
  },
  vision_mission: {
    path: '/vision-mission',
    staffName: 'Vizyon - Misyon',
    indexed: true,
    banner: true,
    content: { group: 'corporate', adminRoute: 'pages.visionMission', adminPath: 'pages/vision-mission' },
  },
  global_brand: {
    path: '/global-brand',
    staffName: 'Global Marka',
    indexed: true,
    banner: true,
    content: { group: 'corporate', adminRoute: 'pages.globalBrand', adminPath: 'pages/global-brand' },
  },
  sustainability: {
    path: '/sustainability',
    staffName: 'Sürdürülebilirlik',
    indexed: true,
    banner: true,
    content: { group: 'corporate', adminRoute: 'pages.sustainability', adminPath: 'pages/sustainability' },
  },
  our_policies: {
    path: '/our-policies',
    staffName: 'Politikalarımız',
    indexed: true,
    banner: true,
    content: { group: 'corporate', adminRoute: 'pages.ourPolicies', adminPath: 'pages/our-policies' },
  },
  career: {
    path: '/career',
    staffName: 'Kariyer',
    indexed: true,
    banner: true,
    content: { group: 'corporate', adminRoute: 'pages.career', adminPath: 'pages/career' },
  },
  quality_policy: {
    path: '/quality-policy',
    staffName: 'Kalite Politikası',
    indexed: true,
    banner: true,
    content: { group: 'quality', adminRoute: 'pages.quality', adminPath: 'pages/quality' },
  },
  certificates: { path: '/certificates', staffName: 'Sertifikalar', indexed: true, banner: true },
  categories: { path: '/categories/:seoName', staffName: 'Kategoriler', banner: true },
  products: { path: '/products/:seoName', staffName: 'Ürünler', banner: true },
  product_details: { path: '/product/:seoName', staffName: 'Ürün Detayı', banner: true },
  search_products: { path: '/search-products', staffName: 'Ürün Arama', banner: true },
  news: { path: '/news', staffName: 'Haberler', indexed: true, banner: true },
  news_details: { path: '/news/:seoName' },
  videos: { path: '/media-videos', staffName: 'Videolar', indexed: true, banner: true },
  videos_details: { path: '/videos/:seoName' },
  photos: { path: '/photos', staffName: 'Fotoğraflar', indexed: true, banner: true },
  photos_details: { path: '/photos/:seoName' },
  blog: { path: '/blog', staffName: 'Blog', indexed: true, banner: true },
  blog_details: { path: '/blog/:seoName' },
  catalogues: { path: '/catalogues', staffName: 'Kataloglar', indexed: true, banner: true },
  cart: { path: '/cart', staffName: 'Sepet', banner: true },
  checkout: { path: '/checkout', staffName: 'Sipariş', banner: true },
  contact: { path: '/contact', staffName: 'İletişim', indexed: true, banner: true },
  human_resources: { path: '/human-resources', staffName: 'İnsan Kaynakları', indexed: true, banner: true },
  contract: { path: '/contract/:seoName', staffName: 'Sözleşmeler', banner: true },
  finder: { path: '/finder', staffName: 'Ölçüyle Bul', indexed: true, banner: true },
  compare: { path: '/compare', staffName: 'Karşılaştır', banner: true },
  cross_reference_index: { path: '/cross-reference', staffName: 'Çapraz Referans', banner: true },
  cross_reference_manufacturer: { path: '/cross-reference/:manufacturer' },
  cross_reference: { path: '/cross-reference/:manufacturer/:number' },
  login: { path: LOGIN_PATH },
  not_found: { path: '/404', staffName: 'Sayfa Bulunamadı (404)' },
} as const satisfies Record<string, PublicRouteEntry>;

type Table = typeof PUBLIC_ROUTE_TABLE;
export type PublicRouteName = keyof Table;

/** Route name → path. */
export const PUBLIC_ROUTES = Object.fromEntries(
  Object.entries(PUBLIC_ROUTE_TABLE).map(([name, entry]) => [name, entry.path]),
) as { readonly [K in PublicRouteName]: Table[K]['path'] };

const NAMES = Object.keys(PUBLIC_ROUTE_TABLE) as PublicRouteName[];
const entryOf = (name: PublicRouteName): PublicRouteEntry => PUBLIC_ROUTE_TABLE[name];

/** A route's path with its parameters filled in, in order (`cross_reference`: manufacturer, then number). */
export function routePath(name: PublicRouteName, ...params: string[]): string {
  let next = 0;
  return PUBLIC_ROUTES[name].replace(/:[a-zA-Z_]+/g, () => encodeURIComponent(params[next++] ?? ''));
}

/** The segments of a path, trailing slashes ignored, each decoded (a malformed escape is kept as written). */
export function pathSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** The patterns, those without a parameter first, so a fixed path wins over a parameter in the same place. */
const patternsOf = () =>
  NAMES.map((name) => ({ name, segments: entryOf(name).path.split('/').filter(Boolean) })).sort(
    (a, b) => a.segments.filter((s) => s.startsWith(':')).length - b.segments.filter((s) => s.startsWith(':')).length,
  );
// Pure: a bundle that never matches a path leaves it out.
const PATTERNS = /*#__PURE__*/ patternsOf();

/** The public route a path is (its name and parameters, by the table's names), or null for an unknown path. */
export function matchPublicRoute(pathname: string): { name: PublicRouteName; params: Record<string, string> } | null {
  const segments = pathSegments(pathname);
  for (const pattern of PATTERNS) {
    if (pattern.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.segments.every((part, index) => {
      if (part.startsWith(':')) params[part.slice(1)] = segments[index]!;
      return part.startsWith(':') || part === segments[index];
    });
    if (matches) return { name: pattern.name, params };
  }
  return null;
}

/** The login screen's own pages, under the login route (mf-auth's routes). */
export const LOGIN_PAGES = { forgotPassword: 'sifremi-unuttum', resetPassword: 'sifre-yenile' } as const;

/** A login page's address: `/giris-yap/sifremi-unuttum` for 'forgotPassword'. */
export const loginPagePath = (page: keyof typeof LOGIN_PAGES): string => `${PUBLIC_ROUTES.login}/${LOGIN_PAGES[page]}`;

/** Each media kind's list and detail routes (the videos list lives at /media-videos, its items at /videos/…). */
export const MEDIA_ROUTES = {
  news: { list: 'news', detail: 'news_details' },
  videos: { list: 'videos', detail: 'videos_details' },
  photos: { list: 'photos', detail: 'photos_details' },
  blog: { list: 'blog', detail: 'blog_details' },
} as const satisfies Record<MediaKind, { list: PublicRouteName; detail: PublicRouteName }>;

/** A media item's public address. */
export const mediaItemPath = (kind: MediaKind, seoName: string): string => routePath(MEDIA_ROUTES[kind].detail, seoName);

export type ContentPageKey = { [K in PublicRouteName]: Table[K] extends { content: object } ? K : never }[PublicRouteName];
export type ContentAdminRoute = { [K in ContentPageKey]: Table[K]['content']['adminRoute'] }[ContentPageKey];

export interface ContentPage {
  key: ContentPageKey;
  path: string;
  staffName: string;
  group: ContentPageGroup;
  adminRoute: ContentAdminRoute;
  adminPath: string;
}

/** The content pages, in menu order. */
export const CONTENT_PAGES: readonly ContentPage[] = NAMES.flatMap((name) => {
  const { path, staffName = name, content } = entryOf(name);
  return content
    ? [
        {
          key: name as ContentPageKey,
          path,
          staffName,
          group: content.group,
          adminRoute: content.adminRoute as ContentAdminRoute,
          adminPath: content.adminPath,
        },
      ]
    : [];
});

/** The content pages of one menu group, in menu order. */
export const contentPagesIn = (group: ContentPageGroup): ContentPage[] => CONTENT_PAGES.filter((page) => page.group === group);

export const contentPagesOf = (group: ContentPageGroup): ContentPageKey[] => contentPagesIn(group).map((page) => page.key);

/** Route names with a banner (breadcrumb) of their own. */
export const BANNER_ROUTES: readonly PublicRouteName[] = NAMES.filter((name) => entryOf(name).banner);

/** Paths search engines should list (no parameter, not the cart, checkout, search, login or 404). */
export const INDEXED_PATHS: readonly string[] = NAMES.filter((name) => entryOf(name).indexed).map((name) => entryOf(name).path);

/** What staff call each public route that has a name of its own in the panel. */
export const STAFF_PAGE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  NAMES.flatMap((name) => {
    const { staffName } = entryOf(name);
    return staffName ? [[name, staffName]] : [];
  }),
);
