import net from 'node:net';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from './helpers';

/**
 * Per-client limits behind a reverse proxy (docs/security.md, "Client addresses" and "Limits and timeouts"): the
 * client is the address the trusted proxy saw, never what a client writes into X-Forwarded-For itself; stalled
 * bodies of one client neither take every body-read slot nor hold one for long.
 */
describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  let base: string;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp({
      env: { TRUST_PROXY: '1', MAX_BODY_READS: '32', BODY_IDLE_TIMEOUT_MS: '1500', LOGIN_SLOWDOWN_MAX_MS: '0' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    port = address.port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  /** A login as the proxy forwards it: what the client wrote, then the address the proxy saw. */
  const login = (visitor: string, password: string, spoofed?: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: {
        ...t.headers(),
        'content-type': 'application/json',
        'x-forwarded-for': spoofed ? `${spoofed}, ${visitor}` : visitor,
      },
      body: JSON.stringify({ email: ADMIN_EMAIL, password }),
    });

  test('a rotated X-Forwarded-For from the client does not reset the throttle; another visitor still signs in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const res = await login('203.0.113.7', 'wrong-password', `198.51.100.${i}`);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    // 10 failures of the account from that visitor, then every attempt from there is refused.
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const again = await login('203.0.113.7', ADMIN_PASSWORD, '198.51.100.250');
    expect(again.status).toBe(429);

    const other = await login('203.0.113.8', ADMIN_PASSWORD);
    expect(other.status).toBe(200);
    expect(await other.json()).toMatchObject({ success: true, token: expect.any(String) });
  });

  test("40 stalled bodies from one client leave another client's login working, and are cut with 408", async () => {
    const stalled = Array.from({ length: 40 }, () => stall('203.0.113.9'));
    let refused = 0;
    for (const s of stalled) void s.outcome.then((status) => (refused += status === 429 ? 1 : 0));
    while (refused < 16) await new Promise((resolve) => setTimeout(resolve, 20));
    // The last quarter of the 32 slots stays free for other clients: the rest of its bodies were refused at once.
    expect(t.app.bodyReads.count).toBe(24);

    const other = await login('203.0.113.10', ADMIN_PASSWORD);
    expect(other.status).toBe(200);

    const outcomes = await Promise.all(stalled.map((s) => s.outcome));
    expect(outcomes.filter((status) => status === 429)).toHaveLength(16);
    expect(outcomes.filter((status) => status === 408)).toHaveLength(24);
    expect(t.app.bodyReads.count).toBe(0);
  });

  /** A login that announces 500 KB and sends nothing: the status it gets, or null when closed unanswered. */
  function stall(visitor: string): { outcome: Promise<number | null> } {
    const socket = net.connect(port, '127.0.0.1');
    const outcome = new Promise<number | null>((resolve) => {
      socket.once('connect', () =>
        socket.write(
          [
            'POST /api/auth/login HTTP/1.1',
            'Host: 127.0.0.1',
            'Content-Type: application/json',
            `Content-Length: ${500 * 1024}`,
            `Cookie: ${t.csrf.cookie}`,
            `X-CSRF-TOKEN: ${t.csrf.token}`,
            `X-Forwarded-For: ${visitor}`,
            '',
            '',
          ].join('\r\n'),
        ),
      );
      socket.once('data', (chunk) => {
        resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 0));
        socket.destroy();
      });
      socket.once('close', () => resolve(null));
      socket.once('error', () => resolve(null));
    });
    return { outcome };
  }
});
