/**
 * A team's own check (`npm run release:check -- <manifest address>`, docs/deployment.md "A team's release"): the
 * site's gate, then the remote's pages rendered once on the server with the release against the installed shell
 * (here a stand-in), on a demo site of its own; each reason when it fails.
 */
import { createServer, type Server } from 'node:http';
import { checkRelease } from '../src/release-check';
import { RELEASE_RULES } from '../src/modules/releases/origins';
import { ADMIN_EMAIL, makeDistRootWithServer } from './helpers';
import { mfManifest } from './release-fixtures';

const SHELL = `
exports.render = async ({ url, config }) => {
  const off = config.unavailable || [];
  const catalogue = /^\\/(product|categories|search-products)\\b/.test(url);
  if (catalogue && off.includes('mf_catalogue'))
    return { html: '<nav></nav><div data-remote-fallback="mf_catalogue/public"></div>', status: 503, state: {} };
  return { html: '<nav></nav><main>' + url + '</main>', status: 200, state: {} };
};
`;

describe('npm run release:check', () => {
  let cdn: Server;
  let origin: string;
  const env = () => ({
    DIST_ROOT: makeDistRootWithServer(SHELL),
    COOKIE_SECRET: 'a-cookie-secret-for-the-release-check-test',
    ADMIN_EMAIL,
    ADMIN_PASSWORD: 'Admin-Pass-123',
  });

  beforeAll(async () => {
    cdn = createServer((req, res) => {
      const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url === '/good/mf-manifest.json' || req.url === '/no-entry/mf-manifest.json')
        return json(mfManifest('mf_catalogue'));
      if (req.url === '/react-20/mf-manifest.json')
        return json(
          mfManifest('mf_catalogue', {
            shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }],
          }),
        );
      if (req.url === '/good/remoteEntry.js' || req.url === '/no-entry/remoteEntry.js')
        return res.writeHead(200, { 'access-control-allow-origin': '*' }).end('var mf_catalogue;');
      if (req.url === '/good/server/remoteEntry.js') return res.writeHead(200).end('module.exports = {};');
      return res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const address = cdn.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise((resolve) => cdn.close(resolve)));

  test('a good release passes: the gate finds nothing and its pages render on the server with it', async () => {
    const outcome = await checkRelease(`${origin}/good/mf-manifest.json`, env());
    expect(outcome.remote).toBe('mf_catalogue');
    expect(outcome.reasons).toEqual([]);
    expect(outcome.pages.length).toBeGreaterThan(0);
    for (const page of outcome.pages) expect(page).toMatchObject({ status: 200, rendered: true });
  });

  test('a release the gate refuses fails with the reason, before any page is rendered', async () => {
    const outcome = await checkRelease(`${origin}/react-20/mf-manifest.json`, env());
    expect(outcome.reasons).toEqual(['react ^20.0.0 is asked for; the site provides 19.3.1']);
    expect(outcome.pages).toEqual([]);
  });

  test('a release whose server entry cannot be had is refused by the gate: its pages do not render with it', async () => {
    const outcome = await checkRelease(`${origin}/no-entry/mf-manifest.json`, env());
    expect(outcome.reasons).toEqual([RELEASE_RULES.render]);
    expect(outcome.pages).toEqual([]);
  });
});
