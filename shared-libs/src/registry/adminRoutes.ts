/**
 * The admin's addresses, one entry a screen (docs/architecture.md, "Registries"): the menu's route names to their
 * paths under /admin, the screens outside the menu, and the panel's own screens. Read by the admin (routes, links,
 * side menu: mf-admin/src/lib/adminRoutes.ts adds areas and the menu), the catalogue remote's admin screens and the
 * API (links in staff mail); where the panel begins is siteAreas.ts. A name absent from the admin's screens falls
 * through to its 404.
 */
import { INBOX_KINDS, INBOX_TABLE, type InboxAdminRoute } from '@vitrin/shared-libs/registry/inboxes';
import { ADMIN_BASE, ADMIN_HOME } from '@vitrin/shared-libs/registry/siteAreas';
import { CONTENT_PAGES, type ContentAdminRoute } from '@vitrin/shared-libs/registry/publicRoutes';

/** The content pages' editors come from the public route registry: one entry there adds the page here too. */
const CONTENT_PAGE_PATHS = Object.fromEntries(CONTENT_PAGES.map((page) => [page.adminRoute, page.adminPath])) as Record<
  ContentAdminRoute,
  string
>;

/** The inboxes come from the inbox registry. */
const INBOX_PATHS = Object.fromEntries(
  INBOX_KINDS.map((kind) => [INBOX_TABLE[kind].adminRoute, INBOX_TABLE[kind].adminPath]),
) as Record<InboxAdminRoute, string>;

/** A menu entry's route name → its path under /admin. */
export const ADMIN_PATHS = {
  dashboard: ADMIN_HOME,
  pageMeta: 'page-meta',
  'pages.breadcrumbs': 'pages/breadcrumbs',
  'pages.home': 'pages/home',
  ...CONTENT_PAGE_PATHS,
  'pages.certificates': 'pages/certificates',
  'pages.news': 'pages/news',
  'pages.videos': 'pages/videos',
  'pages.photos': 'pages/photos',
  'pages.blog': 'pages/blog',
  'pages.air_springs': 'pages/air-springs',
  'pages.air_springs.categories': 'pages/air-springs-categories',
  'pages.spare_parts': 'pages/spare-parts',
  'pages.spare_parts.categories': 'pages/spare-parts-categories',
  'pages.catalogues': 'pages/catalogues',
  orders: 'orders',
  'settings.contactInfo': 'settings/contact-information',
  'settings.socialMedia': 'settings/social-media',
  contracts: 'contracts',
  'settings.site': 'settings/site',
  users: 'users',
  languages: 'languages',
  translations: 'translations',
  releases: 'releases',
  'mail.settings': 'mail/settings',
  'mail.log': 'mail/log',
  auditLog: 'audit-log',
  ...INBOX_PATHS,
  support: 'support',
} as const;

export type AdminRouteName = keyof typeof ADMIN_PATHS;

/** A menu entry's address, with an optional query (`?id=5` opens that message in an inbox). */
export const adminHref = (name: AdminRouteName, query?: Record<string, string | number>): string => {
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`
    : '';
  return `${ADMIN_BASE}/${ADMIN_PATHS[name]}${search}`;
};

/**
 * The screens outside the menu whose path does not sit under their menu entry's: each one's route path and the
 * entry it belongs to (its area, and the menu entry marked while it is open).
 */
export const ADMIN_SUB_SCREENS = {
  'order-show': { path: 'order-show/:id', entry: 'orders' },
  'login-locks': { path: 'login-locks', entry: 'users' },
  'user-create': { path: 'user-create', entry: 'users' },
  'user-update': { path: 'user-update/:id', entry: 'users' },
  'user-reset-password': { path: 'user-reset-password/:id', entry: 'users' },
  'contract-insert': { path: 'contract-insert', entry: 'contracts' },
  'contract-update': { path: 'contract-update/:id', entry: 'contracts' },
} as const satisfies Record<string, { path: string; entry: AdminRouteName }>;

export type AdminSubScreen = keyof typeof ADMIN_SUB_SCREENS;

/** A sub-screen's address: `/admin/user-update/5` for ('user-update', 5). */
export const screenHref = (name: AdminSubScreen, id?: number | string): string =>
  `${ADMIN_BASE}/${ADMIN_SUB_SCREENS[name].path.replace(':id', String(id ?? ''))}`;

/** The panel's own screens, open to every staff member: the profile, a record's history, the not-found page. */
export const ADMIN_OWN_SCREENS = { profile: 'profile', history: 'history/:entity/:id', notFound: '404' } as const;

/** An own screen's address (`history` takes the entity and the id). */
export const ownScreenHref = (name: keyof typeof ADMIN_OWN_SCREENS, ...params: string[]): string => {
  let next = 0;
  return `${ADMIN_BASE}/${ADMIN_OWN_SCREENS[name].replace(/:[a-z]+/g, () => encodeURIComponent(params[next++] ?? ''))}`;
};

/** The path under the panel of an address inside it (`pages/air-springs/update/5`), or null outside it. */
export function panelPathOf(pathname: string): string | null {
  if (pathname !== ADMIN_BASE && !pathname.startsWith(`${ADMIN_BASE}/`)) return null;
  return pathname.slice(ADMIN_BASE.length).replace(/^\/+|\/+$/g, '');
}
