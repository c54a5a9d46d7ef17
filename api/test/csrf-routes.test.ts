import { buildLoggedInApp, describeEngines, type TestApp } from './helpers';
import { multipart } from './multipart';
import { apiRoutes, concreteUrl, routeKey, UNSAFE_METHODS } from './security/routes';
import { tableSnapshot } from './security/snapshot';

// Builds a real app (argon2, migrations, sharp) on a machine shared with other jobs: allow for a slow start.
jest.setTimeout(60_000);

/*
 * Every unsafe route (POST/PUT/PATCH/DELETE under /api), taken from the app's own route list, refuses a
 * request without a valid CSRF token with 403, even from a signed-in Süper Yönetici, and changes nothing.
 * New routes are covered automatically.
 */
describeEngines('CSRF on every unsafe route (%s)', (engine) => {
  let t: TestApp & { bearer: string };

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
  }, 60_000);
  afterAll(() => t.close());

  const unsafeRoutes = () => apiRoutes(t.routes).filter((route) => UNSAFE_METHODS.has(route.method));

  test('the route list has unsafe routes to check', () => {
    expect(unsafeRoutes().map(routeKey)).toEqual(expect.arrayContaining(['POST /api/auth/login']));
  });

  test('no token, a wrong token, or a token without its cookie: 403 with the envelope, nothing changed', async () => {
    const before = await tableSnapshot(t.app.db);
    const bearer = { authorization: `Bearer ${t.bearer}` };
    const variants: [string, Record<string, string>][] = [
      ['no CSRF header', { cookie: t.csrf.cookie, ...bearer }],
      ['a wrong token', { cookie: t.csrf.cookie, 'x-csrf-token': `${t.csrf.token.slice(0, -2)}xx`, ...bearer }],
      ['a token without its cookie', { 'x-csrf-token': t.csrf.token, ...bearer }],
    ];
    for (const route of unsafeRoutes()) {
      for (const [name, headers] of variants) {
        const form = multipart({ _method: route.method, name: 'x' });
        for (const body of [
          { headers, payload: { _method: route.method, email: 'a@b.co', password: 'x' } },
          { headers: { ...headers, 'content-type': form.contentType }, payload: form.payload },
        ]) {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: concreteUrl(route.url),
            headers: body.headers,
            payload: body.payload,
          });
          expect({ route: routeKey(route), name, status: res.statusCode, body: res.json() }).toEqual({
            route: routeKey(route),
            name,
            status: 403,
            body: { success: false, message: 'CSRF token mismatch', data: null },
          });
        }
      }
    }
    expect(await tableSnapshot(t.app.db)).toEqual(before);
  });

  // The router decodes %XX before matching: the check must follow the route, not the URL's spelling.
  test('the same route spelled with escapes (/%61pi/…, /ap%69/…) is refused just the same', async () => {
    const before = await tableSnapshot(t.app.db);
    const spellings = (url: string) => [url.replace(/^\/api\//, '/%61pi/'), url.replace(/^\/api\//, '/ap%69/')];
    for (const route of unsafeRoutes()) {
      for (const url of spellings(concreteUrl(route.url))) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { cookie: t.csrf.cookie, authorization: `Bearer ${t.bearer}` },
          payload: { _method: route.method, email: 'a@b.co', password: 'x', name: 'x', message: 'x' },
        });
        expect({ url, method: route.method, status: res.statusCode }).toEqual({ url, method: route.method, status: 403 });
      }
    }
    expect(await tableSnapshot(t.app.db)).toEqual(before);
  });
});
