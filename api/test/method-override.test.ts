import { buildLoggedInApp, describeEngines, type TestApp } from './helpers';
import { multipart } from './multipart';

describeEngines('method override (%s)', (engine) => {
  let t: TestApp;
  let bearer: string;

  beforeAll(async () => {
    const app = await buildLoggedInApp({ engine });
    t = app;
    bearer = app.bearer;
  });
  afterAll(() => t.close());

  const isActive = async (abbr: string) =>
    (await t.app.db.selectFrom('languages').select('is_active').where('abbr', '=', abbr).executeTakeFirstOrThrow()).is_active;

  test('POST with _method PUT in a JSON body reaches the PUT route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/languages/active',
      headers: t.headers(bearer),
      payload: { _method: 'PUT', abbr: 'tr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { abbr: 'tr', is_active: false } });
    expect(await isActive('tr')).toBe(0);
  });

  test('the override is case-insensitive and works from a multipart field', async () => {
    const form = multipart({ abbr: 'tr', _method: 'put' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/languages/active',
      headers: { ...t.headers(bearer), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ abbr: 'tr', is_active: true });
    expect(await isActive('tr')).toBe(1);
  });

  test('a real PUT works the same', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/languages/active',
      headers: t.headers(bearer),
      payload: { abbr: 'tr' },
    });
    expect(res.statusCode).toBe(200);
    expect(await isActive('tr')).toBe(0);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/languages/active',
      headers: t.headers(bearer),
      payload: { abbr: 'tr' },
    });
    expect(await isActive('tr')).toBe(1);
  });

  test('without _method, or with a method that is not PUT/PATCH/DELETE, a POST stays a POST', async () => {
    for (const payload of [{ abbr: 'tr' }, { abbr: 'tr', _method: 'GET' }, { abbr: 'tr', _method: 'FOO' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/languages/active', headers: t.headers(bearer), payload });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not Found', data: null });
    }
    expect(await isActive('tr')).toBe(1);
  });

  test('an overridden request still needs the CSRF token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/languages/active',
      headers: { authorization: `Bearer ${bearer}` },
      payload: { _method: 'PUT', abbr: 'tr' },
    });
    expect(res.statusCode).toBe(403);
    expect(await isActive('tr')).toBe(1);
  });

  test('a body that is not JSON still gets its 400 after the early read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...t.headers(), 'content-type': 'application/json' },
      payload: '{"_method": "PUT", ',
    });
    expect(res.statusCode).toBe(400);
  });
});
