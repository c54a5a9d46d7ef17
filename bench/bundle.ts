/**
 * `npm run bench:bundle`: the gzipped bytes of JavaScript and CSS a browser fetches on each route, split by
 * the remote that served them. Debian's Chromium, a cold cache per route, the production build served by
 * the real API on a fresh SQLite database with the demo content.
 */
import { gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from '../e2e/support/server';

interface Route {
  path: string;
  /** Shown once the route's first screen is there. */
  ready: string;
  staff?: boolean;
}

const ROUTES: Route[] = [
  { path: '/', ready: 'footer' },
  { path: '/categories/air_springs', ready: '[data-testid="category-grid"]' },
  { path: '/giris-yap', ready: 'form' },
  { path: '/admin/dashboard', ready: 'dl', staff: true },
];

interface Row {
  route: string;
  remote: string;
  js: number;
  css: number;
  files: number;
}

const remoteOf = (url: URL) => /^\/mf\/([^/]+)\//.exec(url.pathname)?.[1] ?? 'page';

async function signIn(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/giris-yap`);
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const response = await page.request.post(`${base}/api/auth/login`, {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body = (await response.json()) as { token: string; expires_in: number; data: unknown };
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('user', JSON.stringify(session.data));
    localStorage.setItem('expires_at', String(Date.now() + session.expires_in * 1000));
  }, body);
  await page.close();
}

async function measure(base: string, route: Route): Promise<Row[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext();
  if (route.staff) await signIn(context, base);
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const rows = new Map<string, Row>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        const remote = remoteOf(new URL(response.url()));
        const row = rows.get(remote) ?? { route: route.path, remote, js: 0, css: 0, files: 0 };
        row[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
        row.files += 1;
        rows.set(remote, row);
      }),
    );
  });
  await page.goto(`${base}${route.path}`);
  await page.waitForSelector(route.ready);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await browser.close();
  return [...rows.values()].sort((a, b) => a.remote.localeCompare(b.remote));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 4280));
  try {
    const all: Row[] = [];
    for (const route of ROUTES) all.push(...(await measure(server.url, route)));

    console.log('\nGzipped bytes fetched per route, by remote (npm run bench:bundle)\n');
    console.log('| route | remote | JS (KB gz) | CSS (KB gz) | files |');
    console.log('|---|---|---:|---:|---:|');
    for (const route of ROUTES) {
      const rows = all.filter((row) => row.route === route.path);
      for (const row of rows) console.log(`| ${row.route} | ${row.remote} | ${kb(row.js)} | ${kb(row.css)} | ${row.files} |`);
      const total = rows.reduce((sum, row) => ({ js: sum.js + row.js, css: sum.css + row.css, files: sum.files + row.files }), {
        js: 0,
        css: 0,
        files: 0,
      });
      console.log(`| **${route.path}** | **total** | **${kb(total.js)}** | **${kb(total.css)}** | **${total.files}** |`);
    }
    const out = join(__dirname, '.tmp');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'bundle.json'), JSON.stringify(all, null, 2));
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
