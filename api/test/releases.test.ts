import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildLoggedInApp, signInAs, type TestApp } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A team's release manifest: what it shares, as @module-federation/enhanced writes it. */
const manifest = (reactRange: string) =>
  JSON.stringify({
    name: 'mf_catalogue',
    metaData: { name: 'mf_catalogue', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [
      { name: 'react', version: reactRange.replace(/^\^/, ''), requiredVersion: reactRange, singleton: true },
      { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: '@vitrin/shared-libs/types/api', version: '0.1.0', requiredVersion: '^0.1.0' },
    ],
    exposes: [],
  });

/**
 * Releases while the site runs (docs/deployment.md, "A team's release"): a Süper Yönetici or MF_REMOTES_FILE
 * switches a remote's address; the compatibility gate refuses a release built for other singletons.
 */
describe('remote releases', () => {
  let t: TestApp & { bearer: string };
  let cdn: Server;
  let cdnUrl: string;
  let folder: string;
  let remotesFile: string;

  beforeAll(async () => {
    cdn = createServer((request, response) => {
      // The browser entry, with the CORS header a browser on the site needs (the gate asks for it).
      if (request.url?.endsWith('/remoteEntry.js'))
        return void response.writeHead(200, { 'access-control-allow-origin': '*' }).end('var mf_catalogue;');
      const major = /\/r-(\d+)\//.exec(request.url ?? '')?.[1];
      if (!major) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(manifest(`^${major}.0.0`));
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const address = cdn.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    cdnUrl = `http://127.0.0.1:${address.port}`;
    folder = mkdtempSync(path.join(os.tmpdir(), 'vitrin-remotes-'));
    remotesFile = path.join(folder, 'remotes.json');
    t = await buildLoggedInApp({
      env: { MF_REMOTES_FILE: remotesFile, SSR: '0', METRICS_TOKEN: 'metrics-token-for-the-test', RELEASE_ORIGINS: cdnUrl },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => cdn.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  const change = (url: string, bearer = t.bearer) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/releases',
      headers: t.headers(bearer),
      payload: { remote: 'mf_catalogue', url },
    });
  const list = async () =>
    (
      (await t.app.inject({ url: '/api/admin/releases', headers: t.headers(t.bearer) })).json() as {
        data: {
          remote: string;
          url: string;
          source: string;
          changed_by: string | null;
          history: { status: string; problem: string | null }[];
        }[];
      }
    ).data;
  const catalogue = async () => (await list()).find((release) => release.remote === 'mf_catalogue')!;

  test('each remote starts at its setting', async () => {
    const releases = await list();
    expect(releases.map((r) => [r.remote, r.url, r.source])).toEqual([
      ['mf_public', '/mf/mf_public/mf-manifest.json', 'setting'],
      ['mf_auth', '/mf/mf_auth/mf-manifest.json', 'setting'],
      ['mf_admin', '/mf/mf_admin/mf-manifest.json', 'setting'],
      ['mf_catalogue', '/mf/mf_catalogue/mf-manifest.json', 'setting'],
    ]);
  });

  test("a compatible release is served from the next page on, in the page's runtime config", async () => {
    const res = await change(`${cdnUrl}/r-19/mf-manifest.json`);
    expect(res.statusCode).toBe(200);
    expect(await catalogue()).toMatchObject({
      url: `${cdnUrl}/r-19/mf-manifest.json`,
      source: 'change',
      changed_by: 'admin@vitrin.test',
    });
    const page = await t.app.inject({ url: '/categories/air_springs' });
    expect(page.body).toContain(`${cdnUrl}/r-19/mf-manifest.json`);
  });

  test('a release asking for another React major is refused with the reason; the last good one keeps serving', async () => {
    const res = await change(`${cdnUrl}/r-20/mf-manifest.json`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.url).toBe('react ^20.0.0 is asked for; the site provides 19.3.1');
    const now = await catalogue();
    expect(now.url).toBe(`${cdnUrl}/r-19/mf-manifest.json`);
    expect(now.history[0]).toMatchObject({ status: 'refused', problem: expect.stringContaining('react ^20.0.0') });
    // A release that cannot be read is refused too.
    const missing = await change(`${cdnUrl}/nothing-here/mf-manifest.json`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.url).toBe('Sürümün dosyası okunamadı: sunucusu başarılı bir yanıt vermedi');
    expect((await catalogue()).url).toBe(`${cdnUrl}/r-19/mf-manifest.json`);
    // An operator sees the refusals counted.
    const metrics = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-token-for-the-test' } });
    expect(metrics.body).toMatch(/^vitrin_release_refusals_total 2$/m);
  });

  test('bad addresses are a 422 naming the field; an Editör cannot switch', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/releases',
      headers: t.headers(t.bearer),
      payload: { remote: 'mf_nope', url: 'ftp://x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['remote', 'url']);
    const editor = await signInAs(t, 'Editör');
    expect((await change(`${cdnUrl}/r-19/mf-manifest.json`, editor)).statusCode).toBe(403);
  });

  test('an address with a user name or password is refused and kept nowhere: not in the history, not in the audit log', async () => {
    const before = await catalogue();
    const auditBefore = await t.app.db.selectFrom('audit_log').select('id').where('entity', '=', 'release').execute();
    for (const url of [
      `http://user:secret@127.0.0.1:${new URL(cdnUrl).port}/r-19/mf-manifest.json`,
      `http://token@127.0.0.1:${new URL(cdnUrl).port}/r-19/mf-manifest.json`,
    ]) {
      const res = await change(url);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ url: 'Sürüm adresi kullanıcı adı veya parola içeremez' });
    }
    writeFileSync(remotesFile, JSON.stringify({ mf_catalogue: `http://file-user:file-secret@127.0.0.1/r-19/mf-manifest.json` }));
    await t.app.releases.applyFile(remotesFile);
    expect(await catalogue()).toEqual(before);
    const stored = JSON.stringify([
      await t.app.db.selectFrom('remote_releases').selectAll().execute(),
      await t.app.db.selectFrom('audit_log').selectAll().execute(),
    ]);
    expect(stored).not.toMatch(/secret|token@|file-user/);
    expect(await t.app.db.selectFrom('audit_log').select('id').where('entity', '=', 'release').execute()).toEqual(auditBefore);
  });

  test('MF_REMOTES_FILE switches a release when it changes, and back (a rollback), without a restart', async () => {
    // Served from the file: the address alone may already be served (an earlier test switched to it by hand).
    const servedWithin = async (url: string) => {
      const fromFile = (release: Awaited<ReturnType<typeof catalogue>>) =>
        release.url === url && release.changed_by === 'MF_REMOTES_FILE';
      let now = await catalogue();
      for (let i = 0; i < 50 && !fromFile(now); i += 1) {
        await sleep(150);
        now = await catalogue();
      }
      return now;
    };
    writeFileSync(remotesFile, JSON.stringify({ mf_catalogue: `${cdnUrl}/r-19/v2/mf-manifest.json` }));
    expect(await servedWithin(`${cdnUrl}/r-19/v2/mf-manifest.json`)).toMatchObject({ changed_by: 'MF_REMOTES_FILE' });
    writeFileSync(remotesFile, JSON.stringify({ mf_catalogue: `${cdnUrl}/r-19/mf-manifest.json`, mf_public: 42 }));
    expect((await servedWithin(`${cdnUrl}/r-19/mf-manifest.json`)).url).toBe(`${cdnUrl}/r-19/mf-manifest.json`);
    // What the file does not name, or names with no address, stays as it was.
    expect((await list()).find((release) => release.remote === 'mf_public')?.url).toBe('/mf/mf_public/mf-manifest.json');
  });
});

test('MF_CATALOGUE_URL at start: pages name that address for the remote, with no rebuild', async () => {
  const address = 'https://cdn.example.com/mf-catalogue/1.4.2/mf-manifest.json';
  const t = await buildLoggedInApp({ env: { MF_CATALOGUE_URL: address, SSR: '0' } });
  try {
    const page = await t.app.inject({ url: '/categories/air_springs' });
    const config = JSON.parse(/<script id="vitrin-config" type="application\/json">([^<]*)<\/script>/.exec(page.body)![1]!) as {
      remotes: Record<string, string>;
    };
    expect(config.remotes).toMatchObject({ mf_catalogue: address, mf_public: '/mf/mf_public/mf-manifest.json' });
  } finally {
    await t.close();
  }
});
