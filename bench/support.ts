/**
 * What the browser benchmarks share: the budgets, signing a staff member in, counting the JS and CSS bytes a
 * page fetches by remote, the Lighthouse mobile conditions, the page's own LCP/CLS/long-task observers, and
 * small statistics.
 */
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, REPO_ROOT, startServer, type RunningServer } from '../e2e/support/server';

export interface Budgets {
  /** js_kb_gz: the route's budget of gzipped JS (docs/performance.md, "Budgets"); `bench:check` holds it. */
  bundle: Record<string, { js_kb_gz: number }>;
  /**
   * The state a server-rendered public page carries (uncompressed KB, every route of `publicRoutes`): `kb` is what
   * `bench:check` holds today, `aim_kb` the aim (docs/performance.md, "The page's state").
   */
  state: { kb: number; aim_kb: number };
  /** The gzipped CSS that blocks a public page's first paint (every route of `publicRoutes`), held and aimed at. */
  blocking_css: { kb_gz: number; aim_kb_gz: number };
  pageload: { lcp_ms: number; cls: number };
  federation: { max_ratio: number };
  api: { search_p99_ms: number; products: number };
}

export const budgets: Budgets = JSON.parse(readFileSync(join(__dirname, 'budgets.json'), 'utf8')) as Budgets;

/** Builds whatever is not built yet (an unchanged package is skipped): the benchmarks load the production build. */
export function ensureBuilt(): void {
  execFileSync(process.execPath, [join(REPO_ROOT, 'shared-libs/build/build-all.mjs')], { cwd: REPO_ROOT, stdio: 'inherit' });
}

/**
 * The production build, built if needed, served by the real API on BENCH_PORT (+ `offset`) with a fresh SQLite
 * database seeded with the demo content: what the browser benchmarks load.
 */
export async function benchServer(offset = 0, env: Record<string, string> = {}): Promise<RunningServer> {
  ensureBuilt();
  return startServer(Number(process.env.BENCH_PORT ?? 4280) + offset, { LOG_LEVEL: 'error', ...env });
}

/**
 * A build to measure in an A/B run (docs/performance.md, "Comparing two builds"): a URL already serving, or a
 * checkout directory whose built API is started here on `port`, with `env` beside the benchmark's own settings.
 */
export async function serveBuild(
  target: string,
  port: number,
  env: Record<string, string> = {},
): Promise<{ url: string; label: string; stop: () => Promise<void> }> {
  if (/^https?:\/\//.test(target)) return { url: target.replace(/\/$/, ''), label: target, stop: async () => undefined };
  const root = resolve(target);
  if (!existsSync(join(root, 'api/dist/server.js')) || !existsSync(join(root, 'shell/dist/index.html')))
    throw new Error(`${root} is not a built checkout: run \`npm ci && npm run build\` there first`);
  const server: RunningServer = await startServer(port, { LOG_LEVEL: 'error', ...env }, root);
  return { url: server.url, label: root, stop: server.stop };
}

/** The first product of the demo catalogue's first air-spring category, read through a server's own API. */
export async function productPathAt(url: string): Promise<string> {
  const data = async <T>(path: string): Promise<T> => ((await (await fetch(`${url}${path}`)).json()) as { data: T }).data;
  const categories = await data<{ seo_name: string; section: string }[]>('/api/pages/categories');
  const category = categories.find((c) => c.section === 'air_springs');
  if (!category) throw new Error(`${url}: no air-spring category`);
  const list = await data<{ products: { data: { seo_name: string }[] } }>(`/api/pages/products/${category.seo_name}?page=1`);
  const first = list.products.data[0];
  if (!first) throw new Error(`${url}: the category ${category.seo_name} lists no product`);
  return `/product/${encodeURIComponent(first.seo_name)}`;
}

/** The API's production build alone (esbuild, a second or two): what the load benchmarks start. */
export function ensureApiBuilt(): void {
  execFileSync(process.execPath, [join(REPO_ROOT, 'api/build.mjs')], { cwd: join(REPO_ROOT, 'api'), stdio: 'inherit' });
}

/** Raw figures of each part go to bench/.tmp/<part>.json. */
export function writeRaw(part: string, data: unknown): string {
  const out = join(__dirname, '.tmp');
  mkdirSync(out, { recursive: true });
  const file = join(out, `${part}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2));
  return file;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The public routes the page benchmarks measure (Lighthouse, the state per page): home, a category, a product list,
 * a product (`product`, its path), and two content pages.
 */
export const publicRoutes = (product: string): string[] => [
  '/',
  '/categories/air_springs',
  '/products/bus-air-springs',
  product,
  '/about-us',
  '/news',
];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** min–max, the spread of a handful of runs. */
export const spread = (values: number[], format: (n: number) => string) =>
  `${format(Math.min(...values))}–${format(Math.max(...values))}`;

/** Puts a staff session into the context's local storage, the way the login screen does. */
export async function signIn(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/giris-yap`);
  const csrf = JSON.parse((await page.locator('#vitrin-csrf').textContent()) ?? '""') as string;
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

export interface RemoteBytes {
  remote: string;
  js: number;
  css: number;
  files: number;
  /** Each file fetched, with its gzipped size in bytes. */
  list: { url: string; gz: number }[];
}

/** `/mf/<remote>/…` → the remote; anything else (the page itself) → 'page'. */
export const remoteOf = (url: URL) => /^\/mf\/([^/]+)\//.exec(url.pathname)?.[1] ?? 'page';

/**
 * Counts every script and stylesheet the page fetches, gzipped at level 9, by remote. Call before the
 * navigation; `done()` waits for the bodies and returns the rows sorted by remote.
 */
export function countBytes(page: Page): { done: () => Promise<RemoteBytes[]> } {
  const pending: Promise<void>[] = [];
  const rows = new Map<string, RemoteBytes>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => {
          const url = new URL(response.url());
          const remote = remoteOf(url);
          const row = rows.get(remote) ?? { remote, js: 0, css: 0, files: 0, list: [] };
          const gz = gzipSync(body, { level: 9 }).length;
          row[type === 'script' ? 'js' : 'css'] += gz;
          row.files += 1;
          row.list.push({ url: url.pathname, gz });
          rows.set(remote, row);
        })
        .catch(() => undefined),
    );
  });
  return {
    done: async () => {
      await Promise.all(pending);
      return [...rows.values()].sort((a, b) => a.remote.localeCompare(b.remote));
    },
  };
}

export const totalBytes = (rows: RemoteBytes[]) => ({
  js: rows.reduce((sum, row) => sum + row.js, 0),
  css: rows.reduce((sum, row) => sum + row.css, 0),
  files: rows.reduce((sum, row) => sum + row.files, 0),
});

/**
 * Lighthouse's mobile conditions: a mid-range phone's screen, 4× CPU slowdown, 1.6 Mbps down / 750 kbps up,
 * 150 ms round trip. Set through the DevTools protocol on the page before it navigates.
 */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/**
 * Runs in the page before any of its scripts: records LCP, CLS (the largest session window of layout shifts,
 * as web-vitals defines it) and long tasks.
 */
export const OBSERVERS = `(() => {
  const m = (window.__vitrinMetrics = { lcp: 0, cls: 0, fcp: 0, longTasks: [] });
  let windowValue = 0, windowStart = 0, last = 0;
  const observe = (type, fn) => { try { new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true }); } catch {} };
  observe('largest-contentful-paint', (e) => { m.lcp = e.renderTime || e.loadTime || e.startTime; });
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    if (windowValue && (e.startTime - last > 1000 || e.startTime - windowStart > 5000)) windowValue = 0;
    if (!windowValue) windowStart = e.startTime;
    windowValue += e.value; last = e.startTime;
    m.cls = Math.max(m.cls, windowValue);
  });
  observe('longtask', (e) => { m.longTasks.push({ start: e.startTime, duration: e.duration }); });
})();`;

export interface PageMetrics {
  lcp: number;
  cls: number;
  fcp: number;
  /** Total blocking time: each long task's time beyond 50 ms, from first contentful paint on. */
  tbt: number;
}

export async function readMetrics(page: Page): Promise<PageMetrics> {
  const raw = await page.evaluate(
    () =>
      (
        window as unknown as {
          __vitrinMetrics: { lcp: number; cls: number; fcp: number; longTasks: { start: number; duration: number }[] };
        }
      ).__vitrinMetrics,
  );
  const tbt = raw.longTasks
    .filter((task) => task.start + task.duration > raw.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { lcp: raw.lcp, cls: raw.cls, fcp: raw.fcp, tbt };
}

/** A product page of the demo catalogue: the first active product's seo_name, read from the server's database. */
export async function firstProductPath(dataDir: string): Promise<string> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(join(dataDir, 'vitrin.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select seo_name from products where is_active = 1 order by queue, id limit 1').get() as
      { seo_name: string } | undefined;
    if (!row) throw new Error('the demo catalogue has no active product');
    return `/product/${encodeURIComponent(row.seo_name)}`;
  } finally {
    db.close();
  }
}
