/**
 * A release previewed by one browser (docs/deployment.md, "A team's release"): a Süper Yönetici gets a link after
 * the gate; opening it pins the release for that browser alone with a signed, expiring cookie; its pages are
 * rendered with it (never from the cache) and carry the bar with "Önizlemeden çık"; every other visitor keeps the
 * live release.
 */
import { createServer, type Server } from 'node:http';
import { PREVIEW_COOKIE, previewToken, readPreview } from '../src/modules/releases/preview';
import { buildLoggedInApp, makeDistRootWithServer, setCookies, signInAs, type TestApp } from './helpers';
import { mfManifest, serveOn } from './release-fixtures';

const SHELL = `
exports.render = async ({ url, config }) => ({
  html: '<main data-catalogue="' + config.remotes.mf_catalogue + '">' + url + '</main>',
  status: 200,
  state: {},
});
`;

describe('a release previewed by one browser', () => {
  let t: TestApp & { bearer: string };
  let cdn: Server;
  let origin: string;

  beforeAll(async () => {
    cdn = createServer((req, res) => {
      const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url === '/v2/mf-manifest.json') return json(mfManifest('mf_catalogue'));
      if (req.url === '/react-20/mf-manifest.json')
        return json(
          mfManifest('mf_catalogue', {
            shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }],
          }),
        );
      if (req.url === '/v2/remoteEntry.js') return res.writeHead(200, { 'access-control-allow-origin': '*' }).end();
      if (req.url === '/v2/server/remoteEntry.js') return res.writeHead(200).end('module.exports = {};');
      return res.writeHead(404).end();
    });
    origin = await serveOn(cdn);
    t = await buildLoggedInApp({ distRoot: makeDistRootWithServer(SHELL), env: { RELEASE_ORIGINS: origin } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => cdn.close(resolve));
  });

  const ask = (url: string, bearer = t.bearer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/releases/preview',
      headers: t.headers(bearer),
      payload: { remote: 'mf_catalogue', url },
    });
  const catalogueOf = (body: string) => /data-catalogue="([^"]*)"/.exec(body)?.[1];

  test('the link pins the release for the browser that opens it; every other visitor keeps the live one', async () => {
    // A visitor's page is cached with the live release first.
    const before = await t.app.inject({ url: '/product/vt-4881-np01' });
    expect(catalogueOf(before.body)).toMatch(/mf-catalogue\/dist\/server\/remoteEntry\.js/);

    const res = await ask(`${origin}/v2/mf-manifest.json`);
    expect(res.statusCode).toBe(200);
    const { link, seconds } = res.json().data as { link: string; seconds: number };
    expect(seconds).toBe(3600);
    const opened = await t.app.inject({ url: link });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    const cookie = (opened.cookies as { name: string; value: string; httpOnly?: boolean; maxAge?: number }[]).find(
      (c) => c.name === PREVIEW_COOKIE,
    )!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.maxAge).toBeGreaterThan(3500);

    const previewed = await t.app.inject({ url: '/product/vt-4881-np01', cookies: { [PREVIEW_COOKIE]: cookie.value } });
    expect(previewed.statusCode).toBe(200);
    // Rendered with the release's own server entry, and the browser's config names the same release.
    expect(previewed.body).toMatch(/data-rendered-with="mf_public@\d+-\d+ mf_catalogue@[0-9a-f]{16}"/);
    expect(previewed.body).toContain(`"mf_catalogue":"${origin}/v2/mf-manifest.json"`);
    expect(previewed.body).toContain('Önizlemeden çık');
    expect(previewed.body).toContain('href="/?vitrin_preview=exit"');

    const other = await t.app.inject({ url: '/product/vt-4881-np01' });
    expect(other.body).toContain('"mf_catalogue":"/mf/mf_catalogue/mf-manifest.json"');
    expect(other.body).not.toContain('Önizlemeden çık');

    // "Önizlemeden çık" clears the cookie.
    const exit = await t.app.inject({ url: '/?vitrin_preview=exit', cookies: { [PREVIEW_COOKIE]: cookie.value } });
    expect(exit.statusCode).toBe(303);
    expect(setCookies(exit)[PREVIEW_COOKIE]).toBe('');
    // Never a redirect to another host.
    expect((await t.app.inject({ url: '//elsewhere.example/x?vitrin_preview=exit' })).headers.location).toBe(
      '/elsewhere.example/x',
    );
  });

  test('a tampered, foreign or ended preview is ignored: the live release', async () => {
    const secret = t.app.config.cookieSecret;
    const preview = { remote: 'mf_catalogue' as const, url: `${origin}/v2/mf-manifest.json`, expiresAt: Date.now() + 60_000 };
    const token = previewToken(secret, preview);
    expect(readPreview(secret, token)).toEqual(preview);
    expect(readPreview(secret, token, preview.expiresAt + 1)).toBeNull();
    expect(readPreview('another-secret-of-another-site-0123456789', token)).toBeNull();
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify(['mf_catalogue', 'http://evil.example/x', preview.expiresAt])).toString('base64url')}.${signature}`;
    expect(readPreview(secret, forged)).toBeNull();
    expect(readPreview(secret, `${payload}.${signature}x`)).toBeNull();
    const page = await t.app.inject({ url: '/about-us', cookies: { [PREVIEW_COOKIE]: forged } });
    expect(page.body).not.toContain('Önizlemeden çık');
    // A release outside RELEASE_ORIGINS is not previewed even with a well-signed cookie.
    const outside = previewToken(secret, { ...preview, url: 'http://10.0.0.8/mf-manifest.json' });
    expect((await t.app.inject({ url: '/about-us', cookies: { [PREVIEW_COOKIE]: outside } })).body).not.toContain(
      'Önizlemeden çık',
    );
  });

  test('the gate runs before a preview; only a Süper Yönetici gets a link', async () => {
    const refused = await ask(`${origin}/react-20/mf-manifest.json`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.url).toBe('react ^20.0.0 is asked for; the site provides 19.3.1');
    expect((await ask('http://10.0.0.8/mf-manifest.json')).json().errors.url).toMatch(/RELEASE_ORIGINS/);
    const editor = await signInAs(t, 'Editör');
    expect((await ask(`${origin}/v2/mf-manifest.json`, editor)).statusCode).toBe(403);
  });
});
