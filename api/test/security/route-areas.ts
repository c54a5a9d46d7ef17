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
  'GET /api/admin/contact': 'inbox',
  'GET /api/admin/contact/not-check-count': 'inbox',
  'PUT /api/admin/contact/trash': 'inbox',
  'DELETE /api/admin/contact': 'inbox',
  'PUT /api/admin/contact/check': 'inbox',
  'GET /api/admin/human-resources': 'inbox',
  'GET /api/admin/human-resources/not-check-count': 'inbox',
  'PUT /api/admin/human-resources/trash': 'inbox',
  'DELETE /api/admin/human-resources': 'inbox',
  'PUT /api/admin/human-resources/check': 'inbox',
  'GET /api/admin/offer': 'inbox',
  'GET /api/admin/offer/not-check-count': 'inbox',
  'PUT /api/admin/offer/trash': 'inbox',
  'DELETE /api/admin/offer': 'inbox',
  'PUT /api/admin/offer/check': 'inbox',
  'GET /api/admin/human-resources/:id/cv': 'inbox',
  'GET /api/admin/orders': 'orders',
  'GET /api/admin/orders/:id': 'orders',
  'PUT /api/admin/orders/:id': 'orders',
  'GET /api/admin/role/groups': 'users',
  'GET /api/admin/users': 'users',
  'GET /api/admin/users/:id': 'users',
  'POST /api/admin/users': 'users',
  'PUT /api/admin/users/:id': 'users',
  'PUT /api/admin/users/:id/activate': 'users',
  'PUT /api/admin/users/:id/deactivate': 'users',
  'PUT /api/admin/users/:id/password': 'users',
  'GET /api/admin/support': 'support',
  'POST /api/admin/support': 'support',
};
