/**
 * `npm run bench:pageload`: how the production build loads on a phone. Debian's Chromium under Lighthouse's
 * mobile conditions (4× CPU slowdown, 1.6 Mbps down, 150 ms round trip, set through the DevTools protocol),
 * a cold cache each run, BENCH_RUNS (default 5) runs per route; the median and spread (min–max) of LCP, CLS
 * and total blocking time read in the page (PerformanceObserver), and the gzipped JS and CSS by remote.
 * The API serves the build on a fresh SQLite database with the demo content; /admin/dashboard is loaded
 * signed in as the seeded Süper Yönetici.
 */
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import {
  benchServer,
  budgets,
  countBytes,
  firstProductPath,
  kb,
  median,
  MOBILE,
  OBSERVERS,
  readMetrics,
  signIn,
  spread,
  throttle,
  totalBytes,
  writeRaw,
  type PageMetrics,
  type RemoteBytes,
} from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

export interface LoadRoute {
  path: string;
  ready: string;
  staff?: boolean;
}

export interface Run extends PageMetrics {
  bytes: RemoteBytes[];
}

/** One cold load of `path` under the mobile conditions. */
export async function loadOnce(browser: Browser, base: string, route: LoadRoute): Promise<Run> {
  const context = await browser.newContext(MOBILE);
  try {
    if (route.staff) await signIn(context, base);
    await context.addInitScript(OBSERVERS);
    const page = await context.newPage();
    await throttle(page);
    const counter = countBytes(page);
    await page.goto(`${base}${route.path}`, { timeout: 120_000 });
    await page.waitForSelector(route.ready, { timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // Late shifts and long tasks after the network settles still count.
    await page.waitForTimeout(1000);
    const metrics = await readMetrics(page);
    return { ...metrics, bytes: await counter.done() };
  } finally {
    await context.close();
  }
}

export const ms = (n: number) => `${Math.round(n)} ms`;
const cls = (n: number) => n.toFixed(3);

export interface RouteResult {
  route: string;
  runs: Run[];
}

export function printLoads(results: RouteResult[]): void {
  console.log(
    `\nPage load, Lighthouse mobile conditions (npm run bench:pageload): 4× CPU, 1.6 Mbps, 150 ms RTT, cold cache, ${RUNS} runs; median (min–max)\n`,
  );
  console.log('| route | LCP | CLS | TBT | JS (KB gz) | CSS (KB gz) | JS by remote (KB gz) |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const { route, runs } of results) {
    const pick = (f: (run: Run) => number) => runs.map(f);
    const lcp = pick((r) => r.lcp);
    const shift = pick((r) => r.cls);
    const tbt = pick((r) => r.tbt);
    const js = pick((r) => totalBytes(r.bytes).js);
    const css = pick((r) => totalBytes(r.bytes).css);
    const remotes = new Map<string, number[]>();
    for (const run of runs) for (const row of run.bytes) remotes.set(row.remote, [...(remotes.get(row.remote) ?? []), row.js]);
    const byRemote = [...remotes].map(([remote, values]) => `${remote} ${kb(median(values))}`).join(', ');
    console.log(
      `| ${route} | ${ms(median(lcp))} (${spread(lcp, ms)}) | ${cls(median(shift))} (${spread(shift, cls)}) | ` +
        `${ms(median(tbt))} (${spread(tbt, ms)}) | ${kb(median(js))} | ${kb(median(css))} | ${byRemote} |`,
    );
  }
  console.log('');
  for (const { route, runs } of results) {
    const lcp = median(runs.map((r) => r.lcp));
    const shift = median(runs.map((r) => r.cls));
    console.log(
      `${route}: LCP ${ms(lcp)} (budget ≤ ${budgets.pageload.lcp_ms} ms: ${lcp <= budgets.pageload.lcp_ms ? 'met' : 'missed'}), ` +
        `CLS ${cls(shift)} (budget ≤ ${budgets.pageload.cls}: ${shift <= budgets.pageload.cls ? 'met' : 'missed'})`,
    );
  }
}

async function main(): Promise<void> {
  const server = await benchServer();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const routes: LoadRoute[] = [
      { path: '/', ready: 'footer' },
      { path: '/categories/air_springs', ready: '[data-testid="category-grid"]' },
      { path: await firstProductPath(server.dataDir), ready: '[data-testid="product-code"]' },
      { path: '/admin/dashboard', ready: 'dl', staff: true },
    ];
    const results: RouteResult[] = [];
    for (const route of routes) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await loadOnce(browser, server.url, route));
      results.push({ route: route.path, runs });
    }
    printLoads(results);
    writeRaw('pageload', { runs: RUNS, results });
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
