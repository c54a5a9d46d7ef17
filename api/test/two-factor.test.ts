import { Secret, TOTP } from 'otpauth';
import { hashPassword } from '../src/modules/auth/tokens';
import { createUser } from '../src/modules/users/repo';
import { ADMIN_PASSWORD, buildTestApp, describeEngines, type TestApp } from './helpers';

// argon2id hashing and a fresh database per engine take their time on a shared machine.
jest.setTimeout(60_000);

/** A code as any authenticator app computes it: RFC 6238, 30 s, 6 digits, from the secret the screen showed. */
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** The server's clock, moved by the test from one 30-second step to the next (no waiting). */
let clock = Date.parse('2026-11-28T12:00:10.000Z');
const nextStep = () => {
  clock += 30_000;
  return clock;
};

describeEngines('two-factor sign-in (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let editorId: number;

  beforeAll(async () => {
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    // Failed attempts are not slowed down here (the slow-down is proven in auth-throttle.test.ts); the lock still needs ten.
    t = await buildTestApp({ engine, env: { LOGIN_SLOWDOWN_MAX_MS: '0' } });
    admin = await t.login();
    const password_hash = await hashPassword(ADMIN_PASSWORD);
    editorId = await createUser(t.app.db, { name: 'Ece Editör', email: 'ece@vitrin.test', password_hash, role_group: 'Editör' });
    await createUser(t.app.db, { name: 'Onur Operatör', email: 'onur@vitrin.test', password_hash, role_group: 'Operatör' });
  });
  afterAll(async () => {
    await t.close();
    jest.restoreAllMocks();
  });

  const post = (url: string, payload: object, bearer?: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, headers: t.headers(bearer), payload, remoteAddress });
  const get = (url: string, bearer: string) => t.app.inject({ url, headers: { authorization: `Bearer ${bearer}` } });
  const login = (email: string, remoteAddress?: string) =>
    post('/api/auth/login', { email, password: ADMIN_PASSWORD }, undefined, remoteAddress);
  const auditActions = async (userId: number) =>
    (
      await t.app.db.selectFrom('audit_log').select(['action', 'user_email']).where('entity_id', '=', String(userId)).execute()
    ).map((row) => row.action);

  let secret = '';
  let recoveryCodes: string[] = [];

  test('a staff member turns it on from their profile: QR code and secret, a code confirms, ten recovery codes once', async () => {
    const bearer = await t.login('ece@vitrin.test', ADMIN_PASSWORD);
    expect((await get('/api/admin/profile/two-factor', bearer)).json().data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });

    const setup = await post('/api/admin/profile/two-factor/setup', {}, bearer);
    expect(setup.statusCode).toBe(200);
    const shown = setup.json().data;
    expect(shown).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_url: expect.stringMatching(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}/),
      qr: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(Buffer.from(shown.qr.split(',')[1], 'base64').toString()).toContain('<svg');
    secret = shown.secret;
    // The secret is stored encrypted, never as the text shown.
    const stored = await t.app.db
      .selectFrom('users')
      .select(['totp_pending_secret'])
      .where('id', '=', editorId)
      .executeTakeFirstOrThrow();
    expect(stored.totp_pending_secret).not.toContain(secret);

    const wrong = await post('/api/admin/profile/two-factor/confirm', { code: '000000' }, bearer);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: 'Doğrulama Kodu Hatalı!' });
    const malformed = await post('/api/admin/profile/two-factor/confirm', { code: '12ab' }, bearer);
    expect(malformed.json().errors).toEqual({ code: 'Uygulamadaki 6 haneli kodu ya da bir kurtarma kodunu giriniz' });

    const confirmed = await post('/api/admin/profile/two-factor/confirm', { code: codeAt(secret, nextStep()) }, bearer);
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = confirmed.json().data.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    // Stored hashed only.
    const hashes = await t.app.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', editorId).execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(recoveryCodes.join()).not.toContain(code_hash);

    expect((await get('/api/admin/profile/two-factor', bearer)).json().data).toEqual({
      enabled: true,
      enabled_at: expect.any(String),
      recovery_codes_left: 10,
      required: false,
    });
    // Never shown again.
    expect((await post('/api/admin/profile/two-factor/setup', {}, bearer)).statusCode).toBe(409);
    expect(await auditActions(editorId)).toContain('two_factor_on');
    // The users list says so.
    const list = await get('/api/admin/users?search=ece', admin);
    expect(list.json().data.data[0]).toMatchObject({ email: 'ece@vitrin.test', two_factor: true });
  });

  test('the password alone gives no session, only a challenge; the code from the app signs in', async () => {
    const answer = await login('ece@vitrin.test');
    expect(answer.json()).toEqual({
      success: true,
      message: 'Doğrulama kodu gerekli',
      data: null,
      two_factor: 'verify',
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const { challenge } = answer.json();
    // The challenge is not a bearer token.
    expect((await get('/api/admin/status', challenge)).statusCode).toBe(401);

    const code = codeAt(secret, nextStep());
    const signedIn = await post('/api/auth/two-factor', { challenge, code });
    expect(signedIn.json()).toEqual({
      success: true,
      message: 'Giriş Yapıldı!',
      data: { name: 'Ece Editör', email: 'ece@vitrin.test', role_group: 'Editör' },
      token: expect.any(String),
      expires_in: 28800,
    });
    expect((await get('/api/admin/status', signedIn.json().token)).statusCode).toBe(200);
    // The challenge is used up, and the same code is not accepted twice.
    expect((await post('/api/auth/two-factor', { challenge, code })).statusCode).toBe(401);
    const again = await post('/api/auth/two-factor', { challenge: (await login('ece@vitrin.test')).json().challenge, code });
    expect(again.json()).toEqual({ success: false, message: 'Doğrulama Kodu Hatalı!', data: null });
  });

  test('bad input is a 422, an unknown or expired challenge a 401', async () => {
    const { challenge } = (await login('ece@vitrin.test')).json();
    const empty = await post('/api/auth/two-factor', { challenge });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ code: '* Bu Alan Zorunlu' });
    const unknown = await post('/api/auth/two-factor', { challenge: 'a'.repeat(43), code: '123456' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Doğrulama süresi doldu. Lütfen tekrar giriş yapın.');
    clock += 301_000;
    expect((await post('/api/auth/two-factor', { challenge, code: codeAt(secret, clock) })).statusCode).toBe(401);
  });

  test('a recovery code signs in once', async () => {
    const first = await post('/api/auth/two-factor', {
      challenge: (await login('ece@vitrin.test')).json().challenge,
      code: recoveryCodes[0]!.toUpperCase(),
    });
    expect(first.json()).toMatchObject({ success: true, token: expect.any(String) });
    const second = await post('/api/auth/two-factor', {
      challenge: (await login('ece@vitrin.test')).json().challenge,
      code: recoveryCodes[0],
    });
    expect(second.json()).toEqual({ success: false, message: 'Doğrulama Kodu Hatalı!', data: null });
    expect((await get('/api/admin/profile/two-factor', first.json().token)).json().data.recovery_codes_left).toBe(9);
  });

  test('wrong codes are counted by the login throttle: the pair is locked for codes and passwords alike', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 10; i++) {
      const { challenge } = (await login('ece@vitrin.test', address)).json();
      const wrong = await post('/api/auth/two-factor', { challenge, code: '000000' }, undefined, address);
      expect(wrong.json().message).toBe('Doğrulama Kodu Hatalı!');
    }
    const locked = await login('ece@vitrin.test', address);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(
      (await t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'sign_in_failed').execute()).length,
    ).toBeGreaterThanOrEqual(10);
    // From another address the owner still signs in.
    const { challenge } = (await login('ece@vitrin.test', '10.9.9.10')).json();
    const ok = await post('/api/auth/two-factor', { challenge, code: codeAt(secret, nextStep()) }, undefined, '10.9.9.10');
    expect(ok.json().success).toBe(true);
  });

  test('a Süper Yönetici requires it for everyone: an account without it sets it up at its next sign-in', async () => {
    expect((await get('/api/admin/two-factor-policy', admin)).json().data).toEqual({ required: false });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/two-factor-policy',
      headers: t.headers(admin),
      payload: {},
    });
    expect(bad.statusCode).toBe(422);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/two-factor-policy',
      headers: t.headers(admin),
      payload: { required: true },
    });
    expect(put.json()).toEqual({ success: true, message: 'Güncellendi', data: { required: true } });

    const answer = (await login('onur@vitrin.test')).json();
    expect(answer).toMatchObject({ success: true, data: null, two_factor: 'setup', challenge: expect.any(String) });
    expect(answer.token).toBeUndefined();
    // A setup challenge is not a verify challenge.
    expect((await post('/api/auth/two-factor', { challenge: answer.challenge, code: '123456' })).statusCode).toBe(401);

    const setup = await post('/api/auth/two-factor/setup', { challenge: answer.challenge });
    const shown = setup.json().data;
    expect(shown.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await post('/api/auth/two-factor/setup/confirm', { challenge: answer.challenge, code: '000000' });
    expect(wrong.json()).toEqual({ success: false, message: 'Doğrulama Kodu Hatalı!', data: null });
    const done = await post('/api/auth/two-factor/setup/confirm', {
      challenge: answer.challenge,
      code: codeAt(shown.secret, nextStep()),
    });
    expect(done.json()).toMatchObject({
      success: true,
      data: { email: 'onur@vitrin.test' },
      token: expect.any(String),
      recovery_codes: expect.arrayContaining([expect.stringMatching(/^[a-z2-9-]{14}$/)]),
    });
    expect(done.json().recovery_codes).toHaveLength(10);
    expect((await get('/api/admin/profile/two-factor', done.json().token)).json().data).toMatchObject({
      enabled: true,
      required: true,
    });
    // From now on the account asks for its code.
    expect((await login('onur@vitrin.test')).json().two_factor).toBe('verify');

    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/two-factor-policy',
      headers: t.headers(admin),
      payload: { required: false },
    });
  });

  test("a Süper Yönetici resets a staff member's second factor, audited; then the password alone signs in", async () => {
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${editorId}/two-factor`,
      headers: t.headers(admin),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ message: 'İki adımlı doğrulama sıfırlandı', data: { id: editorId, two_factor: false } });
    expect(await auditActions(editorId)).toContain('two_factor_reset');
    // The record shows the change but never the secret.
    const record = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'two_factor_reset')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(record)).not.toContain(secret);
    expect(await t.app.db.selectFrom('recovery_codes').select('id').where('user_id', '=', editorId).execute()).toEqual([]);
    expect((await login('ece@vitrin.test')).json()).toMatchObject({ success: true, token: expect.any(String) });
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/admin/users/9999/two-factor', headers: t.headers(admin) });
    expect(missing.statusCode).toBe(404);
  });
});
