/**
 * Where a release may come from (docs/security.md, "Releases"): only the trusted origins (RELEASE_ORIGINS), never
 * another host, loopback, a private range or another port, and nothing is asked of a refused address; redirects
 * within the list only; a same-site path stays in the remote's own folder; only Module Federation manifests pass;
 * a refusal names the rule, never what the other side answered nor a path on disk.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { releaseOrigins } from '../src/config';
import { RELEASE_RULES } from '../src/modules/releases/origins';
import { buildLoggedInApp, describeEngines, makeDistRoot, type TestApp } from './helpers';
import { mfManifest } from './release-fixtures';

interface Origin {
  server: Server;
  url: string;
  asked: string[];
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Origin> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { server, url: `http://127.0.0.1:${address.port}`, asked };
}

test('RELEASE_ORIGINS defaults to the origins of the MF_*_URL settings; a listed value must be an origin', () => {
  expect(
    releaseOrigins(undefined, [
      '/mf/mf_public/mf-manifest.json',
      'https://cdn.example.com/catalogue/1.2/mf-manifest.json',
      'https://cdn.example.com/admin/mf-manifest.json',
      undefined,
    ]),
  ).toEqual(['https://cdn.example.com']);
  expect(releaseOrigins('https://a.example, http://127.0.0.1:9000/', [])).toEqual(['https://a.example', 'http://127.0.0.1:9000']);
  expect(() => releaseOrigins('https://a.example/releases', [])).toThrow(/RELEASE_ORIGINS/);
  expect(() => releaseOrigins('ftp://a.example', [])).toThrow(/RELEASE_ORIGINS/);
  expect(() => releaseOrigins('https://user:pw@a.example', [])).toThrow(/RELEASE_ORIGINS/);
});

describeEngines('release addresses are fetched from trusted origins only (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let cdn: Origin;
  let other: Origin;

  beforeAll(async () => {
    other = await listen((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mfManifest('mf_catalogue'))),
    );
    cdn = await listen((req, res) => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url?.endsWith('/remoteEntry.js'))
        return res.writeHead(200, { 'access-control-allow-origin': '*' }).end('var mf_catalogue;');
      switch (req.url) {
        case '/v1/mf-manifest.json':
          return json(200, mfManifest('mf_catalogue'));
        case '/public/mf-manifest.json':
          return json(200, mfManifest('mf_public'));
        case '/any.json':
          return json(200, { hello: 'world', shared: [] });
        case '/huge/mf-manifest.json':
          return json(200, mfManifest('mf_catalogue', { padding: 'x'.repeat(8192) }));
        case '/redirect-in':
          return res.writeHead(302, { location: '/v1/mf-manifest.json' }).end();
        case '/redirect-out':
          return res.writeHead(302, { location: `${other.url}/v1/mf-manifest.json` }).end();
        case '/metrics':
          return res.writeHead(401, { 'content-type': 'text/plain' }).end('vitrin_secret_gauge 42 private-answer');
        case '/bucket/mf-manifest.json':
          return res
            .writeHead(403, { 'content-type': 'application/xml' })
            .end('<Error><Code>AccessDenied</Code><Message>s3rver private-answer</Message></Error>');
        default:
          return res.writeHead(404).end('not here: private-answer');
      }
    });
    const distRoot = makeDistRoot();
    mkdirSync(path.join(distRoot, 'mf-catalogue', 'dist', 'v2'), { recursive: true });
    writeFileSync(
      path.join(distRoot, 'mf-catalogue', 'dist', 'v2', 'mf-manifest.json'),
      JSON.stringify(mfManifest('mf_catalogue')),
    );
    t = await buildLoggedInApp({
      engine,
      distRoot,
      env: { SSR: '0', RELEASE_ORIGINS: cdn.url, RELEASE_MAX_BYTES: '4096' },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([cdn, other].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  });

  const change = (url: string, remote = 'mf_catalogue') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/releases',
      headers: t.headers(t.bearer),
      payload: { remote, url },
    });
  const refusedWith = async (url: string, rule: string, remote?: string) => {
    const res = await change(url, remote);
    expect([url, res.statusCode, res.json().errors]).toEqual([url, 422, { url: rule }]);
    return res;
  };

  test('a manifest on a trusted origin is served, also through a redirect within the list', async () => {
    expect((await change(`${cdn.url}/v1/mf-manifest.json`)).statusCode).toBe(200);
    expect((await change(`${cdn.url}/redirect-in`)).statusCode).toBe(200);
    // Each manifest, then the browser entry it names (beside the address asked for, as the browser resolves it),
    // then the served manifest again for its version on the list the switch answers with.
    expect(cdn.asked).toEqual([
      '/v1/mf-manifest.json',
      '/v1/remoteEntry.js',
      '/v1/mf-manifest.json',
      '/redirect-in',
      '/v1/mf-manifest.json',
      '/remoteEntry.js',
      '/redirect-in',
      '/v1/mf-manifest.json',
    ]);
    // A same-site release in the remote's own folder is read from the build.
    expect((await change('/mf/mf_catalogue/v2/mf-manifest.json')).statusCode).toBe(200);
  });

  test('another host, loopback, a private range, another port or scheme is refused before any request reaches it', async () => {
    const before = cdn.asked.length;
    const port = new URL(cdn.url).port;
    for (const url of [
      `${other.url}/v1/mf-manifest.json`,
      `http://localhost:${port}/v1/mf-manifest.json`,
      `http://[::1]:${port}/v1/mf-manifest.json`,
      `https://127.0.0.1:${port}/v1/mf-manifest.json`,
      'http://10.0.0.8/v1/mf-manifest.json',
      'http://169.254.169.254/latest/meta-data/',
      'http://192.168.1.1:8080/mf-manifest.json',
      'https://cdn.example.com/mf-manifest.json',
    ])
      await refusedWith(url, RELEASE_RULES.origin);
    expect(other.asked).toEqual([]);
    expect(cdn.asked.length).toBe(before);
  });

  test('a redirect out of the list is not followed', async () => {
    await refusedWith(`${cdn.url}/redirect-out`, RELEASE_RULES.redirect);
    expect(other.asked).toEqual([]);
  });

  test('a same-site path climbing out of its folder is refused without a byte of the file in the answer', async () => {
    for (const url of [
      '/mf/mf_catalogue/../../../../../../etc/passwd',
      '/mf/mf_catalogue/../../../../../../proc/self/environ',
      '/mf/mf_catalogue/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/mf/mf_catalogue/..%2f..%2f..%2f..%2f..%2fetc/passwd',
      '/mf/mf_catalogue/v2/..\\..\\..\\etc\\passwd',
      // Another remote's folder is not this remote's.
      '/mf/mf_public/mf-manifest.json',
      '/mf/shell/index.html',
    ]) {
      const res = await refusedWith(url, RELEASE_RULES.folder);
      expect(res.body).not.toMatch(/root:|PATH=|\/tmp\/|vitrin-dist/);
    }
    const history = JSON.stringify((await t.app.inject({ url: '/api/admin/releases', headers: t.headers(t.bearer) })).json());
    expect(history).not.toMatch(/root:x|PATH=/);
  });

  test('what a third party answered is never in the refusal: its status, its body, a path on disk', async () => {
    for (const url of [`${cdn.url}/metrics`, `${cdn.url}/bucket/mf-manifest.json`, `${cdn.url}/nothing/mf-manifest.json`]) {
      const res = await refusedWith(url, RELEASE_RULES.unreadable);
      expect(res.body).not.toMatch(/private-answer|401|403|404|AccessDenied/);
    }
    await refusedWith('/mf/mf_catalogue/v9/mf-manifest.json', RELEASE_RULES.unreadable);
  });

  test("any JSON is not a manifest; another remote's manifest is not this one's; a file past RELEASE_MAX_BYTES is refused", async () => {
    await refusedWith(`${cdn.url}/any.json`, RELEASE_RULES.notManifest);
    await refusedWith(`${cdn.url}/public/mf-manifest.json`, RELEASE_RULES.otherRemote);
    await refusedWith(`${cdn.url}/huge/mf-manifest.json`, RELEASE_RULES.tooBig);
  });

  test('a release recorded before its origin left RELEASE_ORIGINS is not served', async () => {
    await t.app.db
      .insertInto('remote_releases')
      .values({
        remote: 'mf_catalogue',
        url: `${other.url}/v1/mf-manifest.json`,
        status: 'serving',
        problem: null,
        changed_by: 'admin@vitrin.test',
        changed_at: new Date().toISOString(),
      })
      .execute();
    await t.app.releases.refresh();
    expect(t.app.releases.current().mf_catalogue).toBe('/mf/mf_catalogue/v2/mf-manifest.json');
  });
});
