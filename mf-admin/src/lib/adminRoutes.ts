/**
 * The admin's routes as the panel uses them: each route's area (who may open it) and the side menu they form. Their
 * addresses are the registry's (shared-libs/src/registry/adminRoutes.ts).
 */
import { canOpenArea, type AdminArea } from '@vitrin/shared-libs/auth/areaRoles';
import {
  ADMIN_PATHS,
  ADMIN_SUB_SCREENS,
  panelPathOf,
  type AdminRouteName,
  type AdminSubScreen,
} from '@vitrin/shared-libs/registry/adminRoutes';
import { INBOX_KINDS, INBOX_TABLE, type InboxAdminRoute } from '@vitrin/shared-libs/registry/inboxes';
import {
  CONTENT_PAGES,
  contentPagesIn,
  type ContentAdminRoute,
  type ContentPageGroup,
} from '@vitrin/shared-libs/registry/publicRoutes';
import type { RoleGroup } from '@vitrin/shared-libs/types/api';

const contentPageAreas = Object.fromEntries(CONTENT_PAGES.map((page) => [page.adminRoute, 'content'])) as Record<
  ContentAdminRoute,
  AdminArea
>;
const contentRoutesOf = (group: ContentPageGroup): ContentAdminRoute[] => contentPagesIn(group).map((page) => page.adminRoute);

/** The inboxes sit under Form Bilgileri in the inbox registry's order. */
const INBOX_ROUTES = INBOX_KINDS.map((kind) => INBOX_TABLE[kind].adminRoute);
const inboxAreas = Object.fromEntries(INBOX_ROUTES.map((route) => [route, 'inbox'])) as Record<InboxAdminRoute, AdminArea>;

/** The server's area behind each route (AREA_ROLES in shared-libs): the menu hides what a role cannot open. */
export const ROUTE_AREAS: Record<AdminRouteName, AdminArea> = {
  dashboard: 'dashboard',
  pageMeta: 'pageMeta',
  'pages.breadcrumbs': 'content',
  'pages.home': 'content',
  ...contentPageAreas,
  'pages.certificates': 'content',
  'pages.news': 'media',
  'pages.videos': 'media',
  'pages.photos': 'media',
  'pages.blog': 'media',
  'pages.air_springs': 'catalogue',
  'pages.air_springs.categories': 'catalogue',
  'pages.spare_parts': 'catalogue',
  'pages.spare_parts.categories': 'catalogue',
  'pages.catalogues': 'media',
  orders: 'orders',
  'settings.contactInfo': 'settings',
  'settings.socialMedia': 'settings',
  contracts: 'content',
  // Keywords are the Editör's (page meta); the screen shows the analytics scripts read-only to them.
  'settings.site': 'pageMeta',
  users: 'users',
  languages: 'languages',
  translations: 'translations',
  releases: 'releases',
  'mail.settings': 'mail',
  'mail.log': 'mail',
  auditLog: 'auditLog',
  ...inboxAreas,
  support: 'support',
};

export const canOpenRoute = (role: RoleGroup | null | undefined, name: AdminRouteName): boolean =>
  canOpenArea(role, ROUTE_AREAS[name]);

/** The menu as one role sees it: entries it cannot open dropped, then empty groups and sections. */
export function menuFor(role: RoleGroup | null | undefined): MenuSection[] {
  return ADMIN_MENU.map((section) => ({
    ...section,
    entries: section.entries
      .map((entry) =>
        'route' in entry ? entry : { ...entry, routes: entry.routes.filter((route) => canOpenRoute(role, route)) },
      )
      .filter((entry) => ('route' in entry ? canOpenRoute(role, entry.route) : entry.routes.length > 0)),
  })).filter((section) => section.entries.length > 0);
}

/** The translation key of a route's menu label (i18next reads dots as nesting). */
export const menuLabelKey = (name: AdminRouteName): string => `menu.${name.replaceAll('.', '_')}`;

/**
 * The menu entry a screen belongs to (a product's edit screen, /admin/pages/air-springs/update/5, to Hava
 * Körükleri): the entry whose path it is at or under, the longest one, else the one ADMIN_SUB_SCREENS names.
 */
export function menuRouteOf(pathname: string): AdminRouteName | undefined {
  const rest = panelPathOf(pathname) ?? '';
  let found: AdminRouteName | undefined;
  for (const [name, path] of Object.entries(ADMIN_PATHS) as [AdminRouteName, string][]) {
    if ((rest === path || rest.startsWith(`${path}/`)) && (!found || path.length > ADMIN_PATHS[found].length)) found = name;
  }
  const screen = rest.split('/')[0] ?? '';
  return found ?? (screen in ADMIN_SUB_SCREENS ? ADMIN_SUB_SCREENS[screen as AdminSubScreen].entry : undefined);
}

export type MenuEntry = { route: AdminRouteName } | { group: string; routes: AdminRouteName[] };

export interface MenuSection {
  heading: string;
  entries: MenuEntry[];
}

/** Headings and collapsible groups, by translation key. */
export const ADMIN_MENU: MenuSection[] = [
  { heading: 'menu', entries: [{ route: 'dashboard' }] },
  {
    heading: 'content',
    entries: [
      { route: 'pageMeta' },
      { route: 'pages.breadcrumbs' },
      { route: 'pages.home' },
      { group: 'corporate', routes: contentRoutesOf('corporate') },
      { group: 'quality', routes: [...contentRoutesOf('quality'), 'pages.certificates'] },
      { group: 'media', routes: ['pages.news', 'pages.videos', 'pages.photos', 'pages.blog'] },
      { group: 'airSprings', routes: ['pages.air_springs', 'pages.air_springs.categories'] },
      { group: 'spareParts', routes: ['pages.spare_parts', 'pages.spare_parts.categories'] },
      { route: 'pages.catalogues' },
      { route: 'orders' },
    ],
  },
  {
    heading: 'general',
    entries: [
      { route: 'settings.contactInfo' },
      { route: 'settings.socialMedia' },
      { route: 'contracts' },
      { route: 'settings.site' },
      { route: 'users' },
      { route: 'languages' },
      { route: 'translations' },
      { route: 'releases' },
      { route: 'mail.settings' },
      { route: 'mail.log' },
      { route: 'auditLog' },
    ],
  },
  { heading: 'forms', entries: INBOX_ROUTES.map((route) => ({ route })) },
  { heading: 'support', entries: [{ route: 'support' }] },
];
