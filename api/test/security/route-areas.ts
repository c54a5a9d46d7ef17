import type { AREA_ROLES } from '../../src/modules/auth/roles';

/** An admin area of AREA_ROLES, or 'signedIn' for the session routes every staff member may call. */
export type RouteArea = keyof typeof AREA_ROLES | 'signedIn';

/**
 * Every /api/admin route, by "METHOD /url" exactly as registered (Fastify's `:param` syntax), and the area
 * whose roles (AREA_ROLES in src/modules/auth/roles.ts) may call it. admin-access.test.ts walks the app's
 * own route list and FAILS for a route missing here (and for an entry naming no route), so:
 *
 *   HOW TO ADD A ROUTE: add one line `'POST /api/admin/products': 'catalogue',` below, with the area the
 *   route passes to app.requireRole(...AREA_ROLES.<area>). A POST answered as PUT/DELETE through `_method`
 *   is the PUT/DELETE route: list the method the route is registered with. Put requireRole in an `onRequest`
 *   hook (route option or scope hook), so a refused request is 403 before its body is even validated.
 */
export const ADMIN_ROUTE_AREAS: Record<string, RouteArea> = {
  'GET /api/admin/status': 'signedIn',
  'GET /api/admin/logout': 'signedIn',
  'GET /api/admin/dashboard': 'dashboard',
  'GET /api/admin/languages': 'languages',
  'PUT /api/admin/languages/active': 'languages',
  // Content management (pages, banners, home, certificates, catalogues) and media.
  'GET /api/admin/contents': 'content',
  'POST /api/admin/contents/images': 'content',
  'PUT /api/admin/contents/:key': 'content',
  'GET /api/admin/breadcrumbs': 'content',
  'PUT /api/admin/breadcrumbs/:key': 'content',
  'GET /api/admin/home': 'content',
  'PUT /api/admin/home/featured-categories': 'content',
  'POST /api/admin/home/slides': 'content',
  'PUT /api/admin/home/slides/:id': 'content',
  'DELETE /api/admin/home/slides/:id': 'content',
  'PUT /api/admin/home/slides/queue': 'content',
  'POST /api/admin/home/icons': 'content',
  'PUT /api/admin/home/icons/:id': 'content',
  'DELETE /api/admin/home/icons/:id': 'content',
  'PUT /api/admin/home/icons/queue': 'content',
  'GET /api/admin/certificates': 'content',
  'POST /api/admin/certificates': 'content',
  'PUT /api/admin/certificates/:id': 'content',
  'DELETE /api/admin/certificates/:id': 'content',
  'PUT /api/admin/certificates/queue': 'content',
  'GET /api/admin/catalogues': 'content',
  'POST /api/admin/catalogues': 'content',
  'PUT /api/admin/catalogues/:id': 'content',
  'DELETE /api/admin/catalogues/:id': 'content',
  'PUT /api/admin/catalogues/queue': 'content',
  'GET /api/admin/media/:kind': 'media',
  'GET /api/admin/media/:kind/:id': 'media',
  'POST /api/admin/media/:kind': 'media',
  'PUT /api/admin/media/:kind/:id': 'media',
  'DELETE /api/admin/media/:kind/:id': 'media',
  'POST /api/admin/media/:kind/:id/gallery': 'media',
  'DELETE /api/admin/media/:kind/:id/gallery/:fileId': 'media',
  'PUT /api/admin/media/:kind/:id/gallery-queue': 'media',
};
