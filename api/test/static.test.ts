import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { buildTestApp, makeDistRoot, type TestApp } from './helpers';

describe('static files', () => {
  let t: TestApp;
  const chunk = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

  beforeAll(async () => {
    const distRoot = makeDistRoot();
    const remote = path.join(distRoot, 'mf-public', 'dist');
    mkdirSync(path.join(remote, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(remote, 'mf-manifest.json'), JSON.stringify({ name: 'mf_public' }));
    writeFileSync(path.join(remote, 'remoteEntry.js'), 'var mf_public;\n');
    writeFileSync(path.join(remote, 'static', 'js', '812.3f9a2c.js'), chunk);
    writeFileSync(path.join(remote, 'static', 'js', '812.3f9a2c.js.br'), brotliCompressSync(chunk));
    mkdirSync(path.join(distRoot, 'shell', 'dist', 'static'), { recursive: true });
    writeFileSync(path.join(distRoot, 'shell', 'dist', 'static', 'main.0a1b2c.js'), 'console.log(1);\n');
    t = await buildTestApp({ distRoot });
    mkdirSync(path.join(t.config.uploadsDir, 'demo'), { recursive: true });
    writeFileSync(path.join(t.config.uploadsDir, 'demo', 'part-0a1b2c3d4e-320.webp'), 'RIFF....WEBP');
  });
  afterAll(() => t.close());

  test('manifests and remote entries are no-cache; hashed chunks are immutable; all allow any origin', async () => {
    const expectations: [string, string][] = [
      ['/mf/mf_public/mf-manifest.json', 'no-cache'],
      ['/mf/mf_public/remoteEntry.js', 'no-cache'],
      ['/mf/mf_public/static/js/812.3f9a2c.js', 'public, max-age=31536000, immutable'],
      ['/mf/shell/static/main.0a1b2c.js', 'public, max-age=31536000, immutable'],
    ];
    for (const [url, cacheControl] of expectations) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, cacheControl]);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await t.app.inject({ url: '/mf/mf_public/mf-manifest.json' })).headers['content-type']).toMatch(/application\/json/);
  });

  test('a pre-compressed sibling is served to clients that accept it', async () => {
    const url = '/mf/mf_public/static/js/812.3f9a2c.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(brotliCompressSync(chunk))).toBe(true);

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  test('missing files and paths outside a build are 404', async () => {
    for (const url of ['/mf/mf_public/nope.js', '/mf/mf_admin/remoteEntry.js', '/mf/mf_public/static/js/missing.js']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  test('build files a browser does not load (the template, maps, licences, the server build) are not served', async () => {
    const shell = path.join(t.distRoot, 'shell', 'dist');
    mkdirSync(path.join(shell, 'server'), { recursive: true });
    writeFileSync(path.join(shell, 'server', 'server.js'), 'module.exports = {};\n');
    writeFileSync(path.join(shell, 'static', 'main.0a1b2c.js.map'), '{}');
    writeFileSync(path.join(shell, 'static', 'main.0a1b2c.js.LICENSE.txt'), 'MIT');
    for (const url of [
      '/mf/shell/index.html',
      '/mf/shell/server/server.js',
      '/mf/shell/static/main.0a1b2c.js.map',
      '/mf/shell/static/main.0a1b2c.js.LICENSE.txt',
      '/mf/shell/%69ndex.html',
    ]) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  test('a path cannot climb out of a build folder', async () => {
    writeFileSync(path.join(t.distRoot, 'secret.txt'), 'top secret');
    for (const url of [
      '/mf/mf_public/../../secret.txt',
      '/mf/mf_public/%2e%2e/%2e%2e/secret.txt',
      '/mf/mf_public/..%2f..%2fsecret.txt',
    ]) {
      const res = await t.app.inject({ url });
      expect([url, res.body.includes('top secret')]).toEqual([url, false]);
    }
  });

  test('uploads are cached for a year and can never run script; brand files for an hour', async () => {
    const upload = await t.app.inject({ url: '/uploads/demo/part-0a1b2c3d4e-320.webp' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(upload.headers['x-content-type-options']).toBe('nosniff');
    expect(upload.headers['content-security-policy']).toContain('sandbox');

    const favicon = await t.app.inject({ url: '/uploads/brand/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  test("the drawn logo writes the company's name in each language: English in logo.svg, Turkish in logo-tr.svg", async () => {
    const english = await t.app.inject({ url: '/uploads/brand/logo.svg' });
    const turkish = await t.app.inject({ url: '/uploads/brand/logo-tr.svg' });
    const whiteTurkish = await t.app.inject({ url: '/uploads/brand/logo-white-tr.svg' });
    expect(english.body).toContain('>Vitrin Air Suspension</text>');
    expect(turkish.body).toContain('>Vitrin Hava Süspansiyon</text>');
    expect(whiteTurkish.body).toContain('fill="#ffffff"');
    expect(whiteTurkish.body).toContain('>Vitrin Hava Süspansiyon</text>');
  });
});
