/**
 * What the release gate asks beyond the manifest (docs/deployment.md, "A team's release"): the browser entry the
 * manifest names is fetched with the site's `Origin` and must answer with `Access-Control-Allow-Origin` naming it
 * (or `*`), else every browser would drop the server-rendered page for the fallback; and the remote's pages are
 * rendered once on this server with the release, which is refused when that render throws. The same gate serves
 * Sürümler's switch and its preview. Sürümler shows the served release's version (its manifest's buildVersion), and
 * its history ends with the built-in release, switched back to through the same gate.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { RELEASE_RULES } from '../src/modules/releases/origins';
import { buildLoggedInApp, describeEngines, makeDistRootWithServer, type TestApp } from './helpers';
import { mfManifest } from './release-fixtures';

/** A stand-in shell that renders the catalogue's server entry on catalogue pages, as the real one does. */
const SHELL = `
exports.render = async ({ url, config }) => {
  const entry = config.remotes.mf_catalogue;
  let main = url;
  if (/^\\/(product|search-products)\\b/.test(url) && entry.startsWith('file:')) {
    const remote = require(require('node:url').fileURLToPath(entry.split('?')[0]));
    if (remote.render) main = remote.render(url);
  }
  return { html: '<main>' + main + '</main>', status: 200, state: {} };
};
`;

/** A manifest naming its version, as the build writes it (shared-libs/build/webpack.cjs). */
const manifestOf = (version: string) => {
  const manifest = mfManifest('mf_catalogue');
  return {
    ...manifest,
    metaData: { ...manifest.metaData, buildInfo: { buildVersion: version, buildName: '@vitrin/mf-catalogue' } },
  };
};

const FINE = 'module.exports = { render: (url) => "<p>" + url + "</p>" };';
const THROWS = 'module.exports = { render: () => { throw new Error("render failed in the release"); } };';

describeEngines('the release gate asks for CORS and a server render (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let cdn: Server;
  let origin: string;
  const origins: (string | undefined)[] = [];

  beforeAll(async () => {
    cdn = createServer((req: IncomingMessage, res) => {
      const [, folder, file] = /^\/([a-z-]+)\/(.*)$/.exec(req.url ?? '') ?? [];
      if (file === 'mf-manifest.json') {
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(manifestOf(`1.2.0+20261128T1034Z.${folder}`)));
      }
      if (file === 'remoteEntry.js') {
        origins.push(req.headers.origin);
        const allow: Record<string, string | undefined> = {
          good: '*',
          throws: '*',
          echo: req.headers.origin,
          elsewhere: 'https://elsewhere.example',
        };
        const value = allow[folder ?? ''];
        return void res.writeHead(200, value ? { 'access-control-allow-origin': value } : {}).end('var mf_catalogue;');
      }
      if (file === 'server/remoteEntry.js') return void res.writeHead(200).end(folder === 'throws' ? THROWS : FINE);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const address = cdn.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    origin = `http://127.0.0.1:${address.port}`;
    t = await buildLoggedInApp({
      engine,
      distRoot: makeDistRootWithServer(SHELL),
      env: { RELEASE_ORIGINS: origin, PUBLIC_URL: 'https://parts.example.com', SSR_TIMEOUT_MS: '8000' },
    });
    // The built-in release (MF_CATALOGUE_URL's default), built beside its server entry.
    mkdirSync(path.join(t.distRoot, 'mf-catalogue', 'dist'), { recursive: true });
    writeFileSync(
      path.join(t.distRoot, 'mf-catalogue', 'dist', 'mf-manifest.json'),
      JSON.stringify(manifestOf('0.1.0+20261127T0900Z.b281c54')),
    );
  });
  afterAll(async () => {
    await t.close();
    cdn.closeAllConnections();
    await new Promise((resolve) => cdn.close(resolve));
  });

  const put = (folder: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/releases',
      headers: t.headers(t.bearer),
      payload: { remote: 'mf_catalogue', url: `${origin}/${folder}/mf-manifest.json` },
    });
  const preview = (folder: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/releases/preview',
      headers: t.headers(t.bearer),
      payload: { remote: 'mf_catalogue', url: `${origin}/${folder}/mf-manifest.json` },
    });
  const serving = () => t.app.releases.current().mf_catalogue;

  test("a browser entry without the CORS header, or allowing another origin, is refused with the rule's name", async () => {
    for (const folder of ['no-cors', 'elsewhere']) {
      const res = await put(folder);
      expect([folder, res.statusCode, res.json().errors]).toEqual([folder, 422, { url: RELEASE_RULES.cors }]);
      expect((await preview(folder)).json().errors).toEqual({ url: RELEASE_RULES.cors });
    }
    expect(serving()).toBe('/mf/mf_catalogue/mf-manifest.json');
    // Asked with the site's origin (PUBLIC_URL), as a browser on the site asks.
    expect(new Set(origins)).toEqual(new Set(['https://parts.example.com']));
  });

  test('a release whose server render throws is refused; its pages never serve it', async () => {
    const res = await put('throws');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ url: RELEASE_RULES.render });
    expect((await preview('throws')).json().errors).toEqual({ url: RELEASE_RULES.render });
    expect(serving()).toBe('/mf/mf_catalogue/mf-manifest.json');
    const page = await t.app.inject({ url: '/search-products?search=a' });
    expect(page.body).not.toContain('render failed');
  });

  test('an entry allowing the site (its origin or *) and rendering on the server is served', async () => {
    expect((await preview('echo')).statusCode).toBe(200);
    expect((await put('echo')).statusCode).toBe(200);
    expect(serving()).toBe(`${origin}/echo/mf-manifest.json`);
    expect((await put('good')).statusCode).toBe(200);
    const page = await t.app.inject({ url: '/search-products?search=a' });
    expect(page.body).toContain('<p>/search-products?search=a</p>');
  });

  test("Sürümler shows the served release's version; the history ends with the built-in release, one switch away", async () => {
    const list = async () =>
      (
        (await t.app.inject({ url: '/api/admin/releases', headers: t.headers(t.bearer) })).json() as {
          data: { remote: string; url: string; version: string | null; history: { url: string; status: string }[] }[];
        }
      ).data.find((release) => release.remote === 'mf_catalogue')!;
    const now = await list();
    expect(now.url).toBe(`${origin}/good/mf-manifest.json`);
    expect(now.version).toBe('1.2.0+20261128T1034Z.good');
    expect(now.history.at(-1)).toEqual({
      url: '/mf/mf_catalogue/mf-manifest.json',
      status: 'builtin',
      problem: null,
      changed_by: null,
      changed_at: null,
    });
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/releases',
      headers: t.headers(t.bearer),
      payload: { remote: 'mf_catalogue', url: '/mf/mf_catalogue/mf-manifest.json' },
    });
    expect(back.statusCode).toBe(200);
    const after = await list();
    expect([after.url, after.version]).toEqual(['/mf/mf_catalogue/mf-manifest.json', '0.1.0+20261127T0900Z.b281c54']);
    expect(after.history[0]).toMatchObject({ url: '/mf/mf_catalogue/mf-manifest.json', status: 'serving' });
  });
});
