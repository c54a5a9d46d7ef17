import { createHash } from 'node:crypto';
import { hashPassword } from '../src/modules/auth/tokens';
import { createUser } from '../src/modules/users/repo';
import { revokeUserSessions } from '../src/modules/auth/repo';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, describeEngines, type TestApp } from './helpers';

describeEngines('authentication (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine });
    const password_hash = await hashPassword('Editor-Pass-1');
    await createUser(t.app.db, { name: 'Ece Editör', email: 'editor@vitrin.test', password_hash, role_group: 'Editör' });
    await createUser(t.app.db, { name: 'Onur Operatör', email: 'operator@vitrin.test', password_hash, role_group: 'Operatör' });
    const inactive = await createUser(t.app.db, {
      name: 'Eski Personel',
      email: 'former@vitrin.test',
      password_hash,
      role_group: 'Editör',
    });
    await t.app.db.updateTable('users').set({ is_active: 0 }).where('id', '=', inactive).execute();
  });
  afterAll(() => t.close());

  const login = (payload: unknown, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: t.headers(),
      payload: payload as object,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const status = (bearer?: string) =>
    t.app.inject({ url: '/api/admin/status', headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

  describe('POST /api/auth/login', () => {
    test('right credentials: the user, a token and its lifetime', async () => {
      const res = await login({ email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: 'Giriş Yapıldı!',
        data: { name: 'Site Yöneticisi', email: ADMIN_EMAIL, role_group: 'Süper Yönetici' },
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_in: 28800,
      });
      // Only the token's SHA-256 is stored.
      const sessions = await t.app.db.selectFrom('sessions').select('token_hash').execute();
      expect(sessions.map((s) => s.token_hash)).toContain(createHash('sha256').update(body.token).digest('hex'));
      expect(sessions.map((s) => s.token_hash)).not.toContain(body.token);
      const user = await t.app.db
        .selectFrom('users')
        .select('last_login_at')
        .where('email', '=', ADMIN_EMAIL)
        .executeTakeFirstOrThrow();
      expect(user.last_login_at).not.toBeNull();
    });

    test('a wrong password, an unknown e-mail or an inactive user: 200 with the message to show', async () => {
      for (const payload of [
        { email: ADMIN_EMAIL, password: 'wrong-password' },
        { email: 'nobody@vitrin.test', password: ADMIN_PASSWORD },
        { email: 'former@vitrin.test', password: 'Editor-Pass-1' },
      ]) {
        const res = await login(payload, '10.0.0.1');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: false, message: 'E-Mail veya Şifre Hatalı!', data: null });
      }
    });

    test('invalid input: 422 with the login form’s Turkish messages', async () => {
      const short = await login({ email: 'a@b', password: '123' });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors).toEqual({
        email: expect.stringMatching(/^(Geçerli E-Mail Adresi Giriniz|Bu Alan 6 Karakterden Az Olamaz)$/),
        password: 'Bu Alan 6 Karakterden Az Olamaz',
      });
      const long = await login({ email: `${'a'.repeat(45)}@vitrin.test`, password: 'x'.repeat(22) });
      expect(long.json().errors).toEqual({ email: 'Bu Alan 50 Karakteri Geçemez', password: 'Bu Alan 21 Karakteri Geçemez' });
      const badEmail = await login({ email: 'not-an-email', password: ADMIN_PASSWORD });
      expect(badEmail.json().errors).toEqual({ email: 'Geçerli E-Mail Adresi Giriniz' });
    });
  });

  describe('GET /api/admin/status and logout', () => {
    test('a valid token gives the current user; none or a bad one gives 401', async () => {
      const bearer = await t.login();
      const ok = await status(bearer);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({
        success: true,
        message: 'OK',
        data: { name: 'Site Yöneticisi', email: ADMIN_EMAIL, role_group: 'Süper Yönetici' },
      });

      for (const res of [
        await status(),
        await status('x'.repeat(43)),
        await t.app.inject({ url: '/api/admin/status', headers: { authorization: 'Basic abc' } }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, data: null, message: expect.any(String) });
      }
    });

    test('logout revokes the token on the server', async () => {
      const bearer = await t.login();
      const out = await t.app.inject({ url: '/api/admin/logout', headers: { authorization: `Bearer ${bearer}` } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toMatchObject({ success: true });
      expect((await status(bearer)).statusCode).toBe(401);
      const revoked = await t.app.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('token_hash', '=', createHash('sha256').update(bearer).digest('hex'))
        .executeTakeFirstOrThrow();
      expect(revoked.revoked_at).not.toBeNull();
    });

    test('revokeUserSessions ends every open session of one user and no one else’s', async () => {
      const editorA = await t.login('editor@vitrin.test', 'Editor-Pass-1');
      const editorB = await t.login('editor@vitrin.test', 'Editor-Pass-1');
      const admin = await t.login();
      const editor = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'editor@vitrin.test')
        .executeTakeFirstOrThrow();

      expect(await revokeUserSessions(t.app.db, editor.id)).toBeGreaterThanOrEqual(2);
      expect((await status(editorA)).statusCode).toBe(401);
      expect((await status(editorB)).statusCode).toBe(401);
      expect((await status(admin)).statusCode).toBe(200);
      // Nothing left to end; the user can still sign in again afterwards.
      expect(await revokeUserSessions(t.app.db, editor.id)).toBe(0);
      expect((await status(await t.login('editor@vitrin.test', 'Editor-Pass-1'))).statusCode).toBe(200);
    });

    test('logout without a valid token is a 401 and revokes nothing', async () => {
      const bearer = await t.login();
      const out = await t.app.inject({ url: '/api/admin/logout' });
      expect(out.statusCode).toBe(401);
      expect(out.json()).toMatchObject({ success: false, data: null });
      expect((await status(bearer)).statusCode).toBe(200);
    });

    test('a deactivated user’s token stops working', async () => {
      const bearer = await t.login('operator@vitrin.test', 'Editor-Pass-1');
      expect((await status(bearer)).statusCode).toBe(200);
      await t.app.db.updateTable('users').set({ is_active: 0 }).where('email', '=', 'operator@vitrin.test').execute();
      expect((await status(bearer)).statusCode).toBe(401);
      await t.app.db.updateTable('users').set({ is_active: 1 }).where('email', '=', 'operator@vitrin.test').execute();
    });
  });

  describe('role groups', () => {
    test('every role group may read the dashboard', async () => {
      for (const [email, password] of [
        [ADMIN_EMAIL, ADMIN_PASSWORD],
        ['editor@vitrin.test', 'Editor-Pass-1'],
        ['operator@vitrin.test', 'Editor-Pass-1'],
      ] as const) {
        const bearer = await t.login(email, password);
        const res = await t.app.inject({ url: '/api/admin/dashboard', headers: { authorization: `Bearer ${bearer}` } });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({
          products: { air_springs: 0, spare_parts: 0 },
          categories: 0,
          unread: { contact: 0, human_resources: 0, offer: 0 },
          new_orders: 0,
        });
      }
    });

    test('languages change by Süper Yönetici only: Editör may read the list for its forms, Operatör not even that', async () => {
      for (const email of ['editor@vitrin.test', 'operator@vitrin.test']) {
        const bearer = await t.login(email, 'Editor-Pass-1');
        const list = await t.app.inject({ url: '/api/admin/languages', headers: { authorization: `Bearer ${bearer}` } });
        if (email.startsWith('editor')) expect(list.statusCode).toBe(200);
        else {
          expect(list.statusCode).toBe(403);
          expect(list.json()).toEqual({ success: false, message: 'Bu işlem için yetkiniz yok!', data: null });
        }
        const change = await t.app.inject({
          method: 'PUT',
          url: '/api/admin/languages/active',
          headers: t.headers(bearer),
          payload: { abbr: 'tr' },
        });
        expect(change.statusCode).toBe(403);
      }
      const tr = await t.app.db.selectFrom('languages').select('is_active').where('abbr', '=', 'tr').executeTakeFirstOrThrow();
      expect(tr.is_active).toBe(1);

      const admin = await t.login();
      const list = await t.app.inject({ url: '/api/admin/languages', headers: { authorization: `Bearer ${admin}` } });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((l: { abbr: string }) => l.abbr)).toEqual(['en', 'tr']);
    });

    test('the default language cannot be switched off', async () => {
      const admin = await t.login();
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/languages/active',
        headers: t.headers(admin),
        payload: { abbr: 'en' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ abbr: 'Varsayılan dil pasif yapılamaz' });
    });
  });
});

test('TOKEN_TTL_SECONDS=5 (the browser tests’ short session) is accepted and returned as expires_in', async () => {
  const t = await buildTestApp({ env: { TOKEN_TTL_SECONDS: '5' } });
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: t.headers(),
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(res.json()).toMatchObject({ success: true, expires_in: 5 });
    const session = await t.app.db.selectFrom('sessions').select(['created_at', 'expires_at']).executeTakeFirstOrThrow();
    expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBeGreaterThanOrEqual(4900);
    expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBeLessThanOrEqual(5100);
  } finally {
    await t.close();
  }
});

describeEngines('session expiry (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, env: { TOKEN_TTL_SECONDS: '1' } });
  });
  afterAll(() => t.close());

  test('a token stops working after TOKEN_TTL_SECONDS', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: t.headers(),
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(res.json().expires_in).toBe(1);
    const bearer = res.json().token as string;
    expect((await t.app.inject({ url: '/api/admin/status', headers: { authorization: `Bearer ${bearer}` } })).statusCode).toBe(
      200,
    );
    // The session ends TOKEN_TTL_SECONDS after the login: its stored end is one second after its start. Its time
    // passing is played by moving both a second back, not by waiting.
    const session = await t.app.db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'expires_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBe(1000);
    const back = (iso: string) => new Date(Date.parse(iso) - 1001).toISOString();
    await t.app.db
      .updateTable('sessions')
      .set({ created_at: back(session.created_at), expires_at: back(session.expires_at) })
      .where('id', '=', session.id)
      .execute();
    const expired = await t.app.inject({ url: '/api/admin/status', headers: { authorization: `Bearer ${bearer}` } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().success).toBe(false);
  });
});
