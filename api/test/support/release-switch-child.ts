/**
 * Live switches leak nothing (docs/performance.md, "Release switches"): run by e2e/tests/release-switch.spec.ts as
 * `node --expose-gc --import tsx` (the real builds are needed), it starts the API in this process on the built
 * front ends, serves two releases of the catalogue remote from a static server of its own, switches between them
 * SWITCHES times with a product or a category page rendered after each switch (the page cache off, so every page
 * renders), and prints the heap after a full GC at the start (after a warm-up) and at the end, as one JSON line.
 */
import { cp, mkdtemp, readFile, rm, appendFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig, REPO_ROOT } from '../../src/config';

const SWITCHES = Number(process.env.SWITCHES ?? 100);
const PAGES = ['/product/vt-4881-np01?lang=en', '/categories/air_springs?lang=tr'];

const gc = (globalThis as { gc?: () => void }).gc;

async function heapAfterGc(): Promise<number> {
  if (!gc) throw new Error('run with --expose-gc');
  for (let i = 0; i < 3; i += 1) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'vitrin-switch-'));
  for (const version of ['v1', 'v2']) {
    await cp(path.join(REPO_ROOT, 'mf-catalogue', 'dist'), path.join(root, version), { recursive: true });
    // Another build: its server entry differs, so it is another release for the server.
    await appendFile(path.join(root, version, 'server', 'remoteEntry.js'), `\n// release ${version}\n`);
  }
  const cdn = createServer((req, res) => {
    const file = path.join(root, path.normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)));
    if (!file.startsWith(root + path.sep)) return void res.writeHead(404).end();
    readFile(file).then(
      (body) => res.writeHead(200, { 'access-control-allow-origin': '*' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  const address = cdn.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const origin = `http://127.0.0.1:${address.port}`;

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrin-switch-data-'));
  const app = buildApp(
    loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DIST_ROOT: REPO_ROOT,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'admin@vitrin.test',
      ADMIN_PASSWORD: 'Admin-Pass-123',
      COOKIE_SECRET: 'a-cookie-secret-for-the-switch-test-0123',
      RELEASE_ORIGINS: origin,
      SSR_CACHE_ENTRIES: '0',
      // Large enough that a loaded machine never reaches it: every page is rendered on the server.
      SSR_TIMEOUT_MS: '30000',
    }),
  );
  await app.ready();

  // Only the release each page names is kept, copied: a piece cut from a page would keep the whole page alive.
  const releasesSeen = new Set<string>();
  let pages = 0;
  let switches = 0;
  const switchTo = async (version: string) => {
    const outcome = await app.releases.change('mf_catalogue', `${origin}/${version}/mf-manifest.json`, 'switch-test');
    if (!outcome.ok) throw new Error(`switching to ${version}: ${outcome.problem}`);
    // One page after each switch, a product page and a category page in turn (each with both releases).
    const url = PAGES[Math.floor(switches / 2) % PAGES.length]!;
    switches += 1;
    const res = await app.inject({ url });
    const release = /data-rendered-with="[^"]*mf_catalogue@(\w+)/.exec(res.body)?.[1];
    if (res.statusCode !== 200 || !release)
      throw new Error(`${url} after switching to ${version}: ${res.statusCode}, not rendered`);
    releasesSeen.add(Buffer.from(release).toString());
    pages += 1;
  };

  // Warm-up: both releases loaded once, every cache of the process at its working size.
  for (let i = 0; i < 4; i += 1) await switchTo(i % 2 === 0 ? 'v1' : 'v2');
  const start = await heapAfterGc();
  releasesSeen.clear();
  pages = 0;
  for (let i = 0; i < SWITCHES; i += 1) await switchTo(i % 2 === 0 ? 'v1' : 'v2');
  const end = await heapAfterGc();

  await app.close();
  cdn.close();
  await rm(root, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
  console.log(JSON.stringify({ switches: SWITCHES, pages, releasesSeen: releasesSeen.size, startBytes: start, endBytes: end }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
