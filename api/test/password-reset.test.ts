import { FORGOT_PASSWORD_ANSWER, PASSWORD_CHANGED, RESET_LINK_INVALID } from '@vitrin/shared-libs/validation/mail';
import { ANSWER_FLOOR_MS } from '../src/modules/auth/password-reset-routes';
import { hashPassword, hashToken } from '../src/modules/auth/tokens';
import { createUser } from '../src/modules/users/repo';
import { nowIso } from '../src/lib/time';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, describeEngines, resetWithToken, type TestApp } from './helpers';

/**
 * "Şifremi Unuttum" (docs/security.md, "Password reset"): one answer for known and unknown addresses, in text and
 * time; a token kept hashed, 30 minutes, single use; a reset ends every session; both routes throttled.
 * Mail stays off here: the link is read from the outbox row.
 */
jest.setTimeout(60_000);

describeEngines('password reset (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy, as compose.yaml runs it: a client's X-Forwarded-Host then reaches request.host.
    t = await buildTestApp({ engine, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const forgot = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, headers: t.headers(), payload: { email } });
  const reset = (token: string, password: string, remoteAddress = '127.0.0.1') =>
    resetWithToken(t, token, password, remoteAddress);
  const linkInOutbox = async () => {
    const row = await t.app.db
      .selectFrom('mail_outbox')
      .select(['text', 'html', 'to_address'])
      .where('kind', '=', 'password_reset')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { to: row.to_address, token: /sifre-yenile#([\w-]+)/.exec(row.text)![1]!, text: row.text, html: row.html };
  };

  test('known and unknown addresses get the same answer, neither before the floor; only the known one a mail', async () => {
    const timed = async (email: string, ip: string) => {
      const started = Date.now();
      const res = await forgot(email, ip);
      return { status: res.statusCode, body: res.json(), ms: Date.now() - started };
    };
    const known = await timed(ADMIN_EMAIL, '10.1.0.1');
    const unknown = await timed('nobody@vitrin.test', '10.1.0.2');
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toMatchObject({ success: true, message: FORGOT_PASSWORD_ANSWER });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(Math.min(known.ms, unknown.ms)).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 5);
    const mails = await t.app.db.selectFrom('mail_outbox').select('to_address').where('kind', '=', 'password_reset').execute();
    expect(mails).toEqual([{ to_address: ADMIN_EMAIL }]);
    // Only the token's hash is stored.
    const { token } = await linkInOutbox();
    const stored = await t.app.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  test("the link points to the site's own address, never to the Host or X-Forwarded-Host a request names", async () => {
    const hostile = { host: 'evil.example.com', 'x-forwarded-host': 'evil2.example.com', 'x-forwarded-proto': 'https' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: '10.6.0.1',
      headers: { ...t.headers(), ...hostile },
      payload: { email: ADMIN_EMAIL },
    });
    expect(res.statusCode).toBe(200);
    const mail = await linkInOutbox();
    // PUBLIC_URL is unset here: the address the site listens on (PORT, 8080 by default; HOST 0.0.0.0 → localhost).
    const origin = `http://localhost:${t.config.port}`;
    expect(mail.text).toContain(`${origin}/giris-yap/sifre-yenile#`);
    expect(`${mail.text}${mail.html}`).not.toMatch(/evil/);
  });

  test('the link sets the password once, ends every session, and the old password no longer signs in', async () => {
    const session = await t.login();
    await forgot(ADMIN_EMAIL, '10.2.0.1');
    const { token } = await linkInOutbox();
    expect((await reset(token, 'x')).statusCode).toBe(422);
    const done = await reset(token, 'New-Pass-2027');
    expect(done.json()).toMatchObject({ success: true, message: PASSWORD_CHANGED });
    expect((await t.app.inject({ url: '/api/admin/status', headers: t.headers(session) })).statusCode).toBe(401);
    const again = await reset(token, 'Other-Pass-2027');
    expect([again.statusCode, again.json().message]).toEqual([400, RESET_LINK_INVALID]);
    await expect(t.login(ADMIN_EMAIL, ADMIN_PASSWORD)).rejects.toThrow();
    await t.login(ADMIN_EMAIL, 'New-Pass-2027');
    // Back to the password the other tests use.
    await forgot(ADMIN_EMAIL, '10.2.0.2');
    expect((await reset((await linkInOutbox()).token, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  test('an expired link is refused; two links: using one ends the other', async () => {
    // Another account: five requests per e-mail in 15 minutes, and the admin's are spent above.
    const email = 'editor-reset@vitrin.test';
    await createUser(t.app.db, {
      name: 'Editör',
      email,
      password_hash: await hashPassword(ADMIN_PASSWORD),
      role_group: 'Editör',
    });
    await forgot(email, '10.3.0.1');
    const first = (await linkInOutbox()).token;
    await forgot(email, '10.3.0.2');
    const second = (await linkInOutbox()).token;
    await t.app.db
      .updateTable('password_resets')
      .set({ expires_at: nowIso(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(second))
      .execute();
    expect((await reset(second, 'Expired-Pass-1')).statusCode).toBe(400);
    await forgot(email, '10.3.0.3');
    const third = (await linkInOutbox()).token;
    expect((await reset(first, 'First-Pass-1')).statusCode).toBe(200);
    expect((await reset(third, 'Third-Pass-1')).statusCode).toBe(400);
    await t.login(email, 'First-Pass-1');
  });

  test('throttled like the login: per address and per e-mail for requests, per address for wrong links', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot('target@vitrin.test', `10.4.0.${i}`)).statusCode).toBe(200);
    const refused = await forgot('target@vitrin.test', '10.4.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 10; i++) expect((await reset(`wrong-${i}`, 'Whatever-1', '10.5.0.1')).statusCode).toBe(400);
    expect((await reset('wrong-x', 'Whatever-1', '10.5.0.1')).statusCode).toBe(429);
  });
});
