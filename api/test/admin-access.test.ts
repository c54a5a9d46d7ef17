import type { RoleGroup } from '@vitrin/shared-libs/types/api';
import { AREA_ROLES, ROLE_GROUPS, SUPER_ADMIN } from '../src/modules/auth/roles';
import { buildTestApp, describeEngines, signInAs, type TestApp } from './helpers';
import { ADMIN_ROUTE_AREAS, type RouteArea } from './security/route-areas';
import { tableSnapshot } from './security/snapshot';
import { apiRoutes, concreteUrl, routeKey, UNSAFE_METHODS } from './security/routes';

// Builds a real app (argon2, migrations, sharp) on a machine shared with other jobs: allow for a slow start.
jest.setTimeout(60_000);

/** The role groups that may not call a route of `area` (Süper Yönetici may call everything). */
function lackingRoles(area: RouteArea): RoleGroup[] {
  if (area === 'signedIn') return [];
  const allowed: readonly RoleGroup[] = AREA_ROLES[area];
  return ROLE_GROUPS.filter((role) => role !== SUPER_ADMIN && !allowed.includes(role));
}

describeEngines('every /api/admin route refuses strangers and the wrong role (%s)', (engine) => {
  let t: TestApp;
  const tokens = new Map<RoleGroup, string>();

  beforeAll(async () => {
    t = await buildTestApp({ engine });
    for (const role of ROLE_GROUPS) if (role !== SUPER_ADMIN) tokens.set(role, await signInAs(t, role));
  }, 60_000);
  afterAll(() => t.close());

  const adminRoutes = () => apiRoutes(t.routes).filter((route) => route.url.startsWith('/api/admin/'));

  const call = (method: string, url: string, bearer?: string) =>
    t.app.inject({
      method: method as 'GET',
      url: concreteUrl(url),
      headers: t.headers(bearer),
      ...(UNSAFE_METHODS.has(method) ? { payload: {} } : {}),
    });

  test('the area table lists exactly the admin routes the app registers', () => {
    const registered = adminRoutes().map(routeKey).sort();
    expect(registered.length).toBeGreaterThan(0);
    const missing = registered.filter((key) => !(key in ADMIN_ROUTE_AREAS));
    const stale = Object.keys(ADMIN_ROUTE_AREAS).filter((key) => !registered.includes(key));
    // A failure here names the routes to add to (or remove from) test/security/route-areas.ts.
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  test('without a token, or with a malformed or unknown one, every admin route answers 401 with the envelope', async () => {
    for (const route of adminRoutes()) {
      for (const authorization of [undefined, 'Bearer', 'Bearer x', `Bearer ${'a'.repeat(43)}`]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: { ...t.headers(), ...(authorization ? { authorization } : {}) },
          ...(UNSAFE_METHODS.has(route.method) ? { payload: {} } : {}),
        });
        expect({ route: routeKey(route), authorization, status: res.statusCode, body: res.json() }).toEqual({
          route: routeKey(route),
          authorization,
          status: 401,
          body: { success: false, message: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.', data: null },
        });
      }
    }
  });

  test('a role group outside the route’s area gets 403 before anything runs', async () => {
    const before = await tableSnapshot(t.app.db);
    let checked = 0;
    for (const route of adminRoutes()) {
      for (const role of lackingRoles(ADMIN_ROUTE_AREAS[routeKey(route)]!)) {
        const res = await call(route.method, route.url, tokens.get(role));
        expect({ route: routeKey(route), role, status: res.statusCode, message: res.json().message }).toEqual({
          route: routeKey(route),
          role,
          status: 403,
          message: 'Bu işlem için yetkiniz yok!',
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(await tableSnapshot(t.app.db)).toEqual(before);
  });

  test('a role group inside the area passes the role check on every read route', async () => {
    for (const route of adminRoutes().filter((r) => r.method === 'GET' && !r.url.endsWith('/logout'))) {
      const area = ADMIN_ROUTE_AREAS[routeKey(route)]!;
      const allowed = area === 'signedIn' ? ROLE_GROUPS.filter((r) => r !== SUPER_ADMIN) : AREA_ROLES[area];
      for (const role of allowed) {
        const res = await call(route.method, route.url, tokens.get(role));
        expect({ route: routeKey(route), role, refused: [401, 403].includes(res.statusCode) }).toEqual({
          route: routeKey(route),
          role,
          refused: false,
        });
      }
    }
  });
});
