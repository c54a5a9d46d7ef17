import { csrfTokenFor } from '../src/plugins/csrf';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, csrfTokenInPage, describeEngines, fetchCsrf, type TestApp } from './helpers';

describeEngines('CSRF protection (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine });
  });
  afterAll(() => t.close());

  const sessionCount = async () => (await t.app.db.selectFrom('sessions').select('id').execute()).length;
  const login = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

  test('a page sets an httpOnly, SameSite=Lax cookie and embeds the matching token', async () => {
    const page = await t.app.inject({ url: '/about-us' });
    const cookie = page.cookies.find((c) => c.name === 'vitrin_csrf');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    const token = csrfTokenInPage(page.body);
    expect(token).toBe(csrfTokenFor(t.config.cookieSecret, cookie!.value));
  });

  test('a visitor who already has the cookie keeps it and gets the same token', async () => {
    const page = await t.app.inject({ url: '/', headers: { cookie: t.csrf.cookie } });
    expect(page.cookies.find((c) => c.name === 'vitrin_csrf')).toBeUndefined();
    expect(csrfTokenInPage(page.body)).toBe(t.csrf.token);
  });

  test('an unsafe request without the header is refused with 403 and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: t.csrf.cookie },
      payload: login,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'CSRF token mismatch', data: null });
    expect(await sessionCount()).toBe(0);
  });

  test('a wrong token, a missing cookie or another visitor’s token are refused too', async () => {
    const other = await fetchCsrf(t.app);
    const attempts = [
      { cookie: t.csrf.cookie, 'x-csrf-token': 'not-the-token' },
      { 'x-csrf-token': t.csrf.token },
      { cookie: t.csrf.cookie, 'x-csrf-token': other.token },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: login });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('CSRF token mismatch');
    }
    expect(await sessionCount()).toBe(0);
  });

  test('an admin change without the token is refused even with a valid bearer token', async () => {
    const bearer = await t.login();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/languages/active',
      headers: { authorization: `Bearer ${bearer}`, cookie: t.csrf.cookie },
      payload: { abbr: 'tr' },
    });
    expect(res.statusCode).toBe(403);
    const tr = await t.app.db.selectFrom('languages').select('is_active').where('abbr', '=', 'tr').executeTakeFirstOrThrow();
    expect(tr.is_active).toBe(1);
  });

  test('with the cookie and its token the request goes through', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: t.headers(), payload: login });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  test('safe methods need no token', async () => {
    const res = await t.app.inject({ url: '/api/pages/all-languages' });
    expect(res.statusCode).toBe(200);
  });
});
