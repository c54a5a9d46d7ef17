import { hashPassword } from '../src/modules/auth/tokens';
import { createUser } from '../src/modules/users/repo';
import { ADMIN_PASSWORD, buildTestApp, describeEngines, type TestApp } from './helpers';

jest.setTimeout(60_000);

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1';

describeEngines('staff sessions (%s)', (engine) => {
  let t: TestApp;
  /** A second API process on the same database. */
  let other: TestApp;
  let admin: string;
  let editorId: number;

  beforeAll(async () => {
    t = await buildTestApp({ engine });
    other = await buildTestApp({ engine, dataDir: t.dataDir, ...(t.databaseUrl ? { databaseUrl: t.databaseUrl } : {}) });
    admin = await t.login();
    editorId = await createUser(t.app.db, {
      name: 'Ece Editör',
      email: 'ece@vitrin.test',
      password_hash: await hashPassword(ADMIN_PASSWORD),
      role_group: 'Editör',
    });
  });
  afterAll(async () => {
    await other.close(true);
    await t.close();
  });

  const signIn = async (userAgent: string, remoteAddress: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...t.headers(), 'user-agent': userAgent },
      payload: { email: 'ece@vitrin.test', password: ADMIN_PASSWORD },
      remoteAddress,
    });
    return res.json().token as string;
  };
  const status = (app: TestApp, bearer: string) =>
    app.app.inject({ url: '/api/admin/status', headers: { authorization: `Bearer ${bearer}` } });
  const sessions = (bearer: string) =>
    t.app.inject({ url: '/api/admin/profile/sessions', headers: { authorization: `Bearer ${bearer}` } });

  test('a staff member sees their sessions (browser, address, signed in, last seen) and ends one: its next call is a 401 in every process', async () => {
    const laptop = await signIn(FIREFOX, '10.0.0.5');
    const phone = await signIn(SAFARI, '10.0.0.6');
    expect((await status(t, phone)).statusCode).toBe(200);

    const list = await sessions(laptop);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data;
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        user_agent: SAFARI,
        ip: '10.0.0.6',
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
        current: false,
      },
      {
        id: expect.any(Number),
        user_agent: FIREFOX,
        ip: '10.0.0.5',
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
        current: true,
      },
    ]);
    // Another user's sessions are not listed, nor can they be ended.
    const adminSessions = (await sessions(admin)).json().data;
    expect(adminSessions.every((row: { user_agent: string | null }) => row.user_agent !== SAFARI)).toBe(true);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/profile/sessions/${rows[0].id}`,
      headers: t.headers(admin),
    });
    expect(foreign.statusCode).toBe(404);

    // Both processes know the phone's session before it is ended.
    expect((await status(other, phone)).statusCode).toBe(200);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/profile/sessions/${rows[0].id}`,
      headers: t.headers(laptop),
    });
    expect(ended.json()).toEqual({ success: true, message: 'Oturum sonlandırıldı', data: null });
    for (const app of [t, other]) {
      const refused = await status(app, phone);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');
    }
    expect((await status(t, laptop)).statusCode).toBe(200);
    expect((await sessions(laptop)).json().data).toHaveLength(1);
    // The session in use is ended by logging out, not from the list.
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/profile/sessions/${rows[1].id}`,
      headers: t.headers(laptop),
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual({ id: 'Kullandığınız oturumu kapatmak için Çıkış Yap’ı kullanın' });
    // Already ended: nothing left to end.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/profile/sessions/${rows[0].id}`, headers: t.headers(laptop) }))
        .statusCode,
    ).toBe(404);
  });

  test('a Süper Yönetici ends every session of a user, audited', async () => {
    const first = await signIn(FIREFOX, '10.0.1.1');
    const second = await signIn(SAFARI, '10.0.1.2');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${editorId}/sessions`, headers: t.headers(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Oturumlar sonlandırıldı', data: { ended: expect.any(Number) } });
    expect(res.json().data.ended).toBeGreaterThanOrEqual(2);
    for (const bearer of [first, second]) {
      expect((await status(t, bearer)).statusCode).toBe(401);
      expect((await status(other, bearer)).statusCode).toBe(401);
    }
    const record = await t.app.db
      .selectFrom('audit_log')
      .select(['user_email', 'entity_id', 'changes'])
      .where('action', '=', 'sessions_end')
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ user_email: 'admin@vitrin.test', entity_id: String(editorId) });
    expect((await status(t, admin)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/users/9999/sessions', headers: t.headers(admin) })).statusCode,
    ).toBe(404);
  });
});
