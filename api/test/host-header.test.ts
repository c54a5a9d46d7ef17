import net from 'node:net';
import { buildTestApp, type TestApp } from './helpers';

/** A Host header that cannot stand in a URL is the client's error (docs/security.md, "Headers"). */
describe('the Host header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  test.each(['a b', 'a%b', 'evil.example:99999', '[::1', 'a/b', 'a@b'])(
    '%j is a 400 on pages and the API, never a 500',
    async (host) => {
      for (const url of ['/', '/about-us', '/sitemap.xml', '/robots.txt', '/api/pages/all-languages']) {
        const res = await t.app.inject({ url, headers: { host } });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      }
    },
  );

  test.each(['example.com', 'example.com:8080', '127.0.0.1:4180', '[::1]:8080', 'localhost'])('%j is served', async (host) => {
    const res = await t.app.inject({ url: '/', headers: { host } });
    expect(res.statusCode).toBe(200);
  });

  /** The status line a raw request gets over a real socket (inject cannot send an empty or a second Host). */
  const statusLineOf = async (head: string): Promise<string> => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    return new Promise<string>((resolve) => {
      const socket = net.connect(address.port, '127.0.0.1', () => socket.write(`${head}Connection: close\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text.split('\r\n')[0] ?? ''));
    });
  };

  test('an empty Host, over a real socket, is a 400', async () => {
    for (const path of ['/', '/api/pages/all-languages']) {
      const status = await statusLineOf(`GET ${path} HTTP/1.1\r\nHost: \r\n`);
      expect({ path, status }).toEqual({ path, status: 'HTTP/1.1 400 Bad Request' });
    }
  });

  test('two Host headers are a 400, even when both are well formed', async () => {
    for (const path of ['/', '/api/pages/all-languages']) {
      for (const second of ['evil.example.com', 'localhost']) {
        const status = await statusLineOf(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nHost: ${second}\r\n`);
        expect({ path, second, status }).toEqual({ path, second, status: 'HTTP/1.1 400 Bad Request' });
      }
    }
    // One Host is served.
    expect(await statusLineOf('GET /api/pages/all-languages HTTP/1.1\r\nHost: localhost\r\n')).toBe('HTTP/1.1 200 OK');
  });
});
