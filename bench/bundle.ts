/**
 * `npm run bench:bundle`: the gzipped bytes of JavaScript and CSS a browser fetches on each route, split by
 * the remote that served them. Debian's Chromium, a cold cache per route, the production build served by
 * the real API on a fresh SQLite database with the demo content.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import {
  budgets,
  countBytes,
  ensureBuilt,
  firstProductPath,
  kb,
  publicRoutes,
  signIn,
  totalBytes,
  writeRaw,
  type RemoteBytes,
} from './support';

export interface Route {
  path: string;
  /** Shown once the route's first screen is there. */
  ready: string;
  staff?: boolean;
}

export const ROUTES: Route[] = [
  { path: '/', ready: 'footer' },
  { path: '/categories/air_springs', ready: '[data-testid="category-grid"]' },
  { path: '/giris-yap', ready: 'form' },
  { path: '/admin/dashboard', ready: 'dl', staff: true },
  // Finding a part (issue 40): an OEM number's cross-reference page, the measurement finder, the compare page.
  { path: '/cross-reference/firestone/w01-358-9082', ready: '[data-testid="cross-reference-products"]' },
  { path: '/finder?section=air_springs&max_height_min=380&max_height_max=400', ready: '[data-testid="finder-results"]' },
  { path: '/compare?products=vt-4881-np01,vt-4730-np02', ready: '[data-testid="compare-table"]' },
];

/**
 * The bytes of state a server-rendered page carries (`<script id="vitrin-state">`, as sent, before compression): each
 * route of `publicRoutes` (docs/performance.md, "The page's state").
 */
export async function stateBytes(base: string, path: string): Promise<number> {
  const response = await fetch(`${base}${path}`);
  const html = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const state = /<script id="vitrin-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (state === undefined) throw new Error(`${path} was not rendered on the server (no #vitrin-state)`);
  return Buffer.byteLength(state);
}

/**
 * The gzipped bytes of the CSS that blocks a page's first paint: every `<link rel="stylesheet">` of its head, each
 * gzipped alone, and the head's `<style>` elements (the part of the shell's stylesheet a rendered page carries, the
 * brand's colours), gzipped together (docs/performance.md, "CSS that blocks the first paint"). A stylesheet the
 * page links only from a script or inside `<noscript>` does not block the paint and is not counted.
 */
export async function blockingCssBytes(base: string, path: string): Promise<number> {
  const html = await (await fetch(`${base}${path}`)).text();
  const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  let bytes = 0;
  for (const [tag] of head.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel=("?)stylesheet\1/.test(tag)) continue;
    const href = /\bhref=("?)([^"\s>]+)\1/.exec(tag)?.[2];
    if (href) bytes += gzipSync(Buffer.from(await (await fetch(new URL(href, base))).arrayBuffer()), { level: 9 }).length;
  }
  const inline = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
  if (inline) bytes += gzipSync(Buffer.from(inline), { level: 9 }).length;
  return bytes;
}

export interface Row extends RemoteBytes {
  route: string;
}

export async function measureBytes(base: string, route: Route): Promise<Row[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    if (route.staff) await signIn(context, base);
    const page = await context.newPage();
    // Signing in visited a page: start this one from an empty cache all the same.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const counter = countBytes(page);
    await page.goto(`${base}${route.path}`);
    await page.waitForSelector(route.ready);
    await page.waitForLoadState('networkidle');
    return (await counter.done()).map((row) => ({ route: route.path, ...row }));
  } finally {
    await browser.close();
  }
}

export function printBytes(routes: Route[], all: Row[]): void {
  console.log('\nGzipped bytes fetched per route, by remote (npm run bench:bundle)\n');
  console.log('| route | remote | JS (KB gz) | CSS (KB gz) | files |');
  console.log('|---|---|---:|---:|---:|');
  for (const route of routes) {
    const rows = all.filter((row) => row.route === route.path);
    for (const row of rows) console.log(`| ${row.route} | ${row.remote} | ${kb(row.js)} | ${kb(row.css)} | ${row.files} |`);
    const total = totalBytes(rows);
    console.log(`| **${route.path}** | **total** | **${kb(total.js)}** | **${kb(total.css)}** | **${total.files}** |`);
  }
}

async function main() {
  ensureBuilt();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 4280));
  try {
    const all: Row[] = [];
    for (const route of ROUTES) all.push(...(await measureBytes(server.url, route)));
    printBytes(ROUTES, all);
    const state: { route: string; bytes: number; css: number }[] = [];
    for (const route of publicRoutes(await firstProductPath(server.dataDir)))
      state.push({ route, bytes: await stateBytes(server.url, route), css: await blockingCssBytes(server.url, route) });
    console.log(
      `\nState a server-rendered page carries (#vitrin-state, uncompressed; aim ≤ ${budgets.state.aim_kb} KB) and the ` +
        `CSS that blocks its first paint (gz; aim ≤ ${budgets.blocking_css.aim_kb_gz} KB)\n`,
    );
    console.log('| route | state (KB) | render-blocking CSS (KB gz) |');
    console.log('|---|---:|---:|');
    for (const row of state) console.log(`| ${row.route} | ${kb(row.bytes)} | ${kb(row.css)} |`);
    writeRaw('bundle', { files: all, state });
  } finally {
    await server.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
