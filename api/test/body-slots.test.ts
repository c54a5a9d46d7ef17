import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, signInAs, type TestApp } from './helpers';
import { multipart } from './multipart';

/**
 * The slots of concurrent body reads (docs/security.md, "Request bodies, limits and timeouts") are always given back,
 * whatever answers the request: here the refusals that come before the body is parsed (401, 403) of writes — PUTs,
 * and a method override's POST — whose slot was taken before the refusal.
 */
describe('body-read slots are released by refused writes', () => {
  let t: TestApp;
  let base: string;
  let editor: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { MAX_BODY_READS: '32' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
    editor = await signInAs(t, 'Editör');
  });
  afterAll(() => t.close());

  const post = (url: string, body: string | Buffer, headers: Record<string, string>, method = 'POST') =>
    fetch(`${base}${url}`, {
      method,
      headers: { ...t.headers(), ...headers },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });

  test('100 refused 401 and 100 refused 403, then a login and a contact post succeed', async () => {
    const write = JSON.stringify({ name: 'x', id: 1 });
    const json = { 'content-type': 'application/json' };
    for (let i = 0; i < 100; i += 1) {
      // No Authorization: a stale tab whose session ended.
      const res =
        i % 2 === 0
          ? await post('/api/admin/languages/active', write, json, 'PUT')
          : await post('/api/admin/offer/check', JSON.stringify({ _method: 'PUT', id: 1 }), json);
      expect({ i, status: res.status }).toEqual({ i, status: 401 });
      await res.arrayBuffer();
    }
    for (let i = 0; i < 100; i += 1) {
      // An Editör pressing a Süper Yönetici action.
      const res = await post('/api/admin/users/1', write, { ...json, authorization: `Bearer ${editor}` }, 'PUT');
      expect(res.status).toBe(403);
      await res.arrayBuffer();
    }
    expect(t.app.bodyReads.count).toBe(0);

    const login = await post('/api/auth/login', JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }), json);
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ success: true, token: expect.any(String) });

    const form = multipart({
      company_name: 'A',
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '+90 555 111 22 33',
      message: 'Hello',
    });
    const contact = await post('/api/contact', form.payload, { 'content-type': form.contentType });
    expect(contact.status).toBe(200);
    expect(await contact.json()).toMatchObject({ success: true });
  });
});
