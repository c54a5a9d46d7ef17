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

  test('an empty Host, over a real socket, is a 400', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    for (const path of ['/', '/api/pages/all-languages']) {
      const status = await new Promise<string>((resolve) => {
        const socket = net.connect(address.port, '127.0.0.1', () =>
          socket.write(`GET ${path} HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.on('close', () => resolve(text.split('\r\n')[0] ?? ''));
      });
      expect({ path, status }).toEqual({ path, status: 'HTTP/1.1 400 Bad Request' });
    }
  });
});
