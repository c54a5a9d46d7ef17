/**
 * `npm run bench:lighthouse`: Lighthouse 12 (the npm package) on the production build, its mobile defaults
 * (simulated 4× CPU slowdown and slow 4G), Debian's Chromium, BENCH_RUNS (default 3) runs per route; the median
 * Performance, Accessibility and SEO scores, LCP, TBT, CLS and FCP of `/`, `/categories/air_springs`, a product
 * list, a product, `/about-us` and `/news`, each as a first visit comes (no cookie, no `?lang`: Lighthouse clears
 * the site's storage before each run), then `/` and the product in Turkish (`?lang=tr`). Each row also says
 * Lighthouse's `benchmarkIndex`, the host's own speed (higher is faster), since the simulated TBT scales with it.
 *
 * A/B mode (docs/performance.md, "Comparing two builds"): `npm run bench:lighthouse -- <A> [<B>]`, each a checkout
 * directory whose build is run on a port of its own (another worktree, built once) or the URL of a server already
 * running; B is this checkout by default. Both are measured in one run on this host, alternating (A then
 * B, then B then A, …), and each route's median TBT, Performance and LCP of A and B are printed with the ratio B/A.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { REPO_ROOT, startServer } from '../e2e/support/server';
import { ensureBuilt, firstProductPath, median, productPathAt, publicRoutes, serveBuild, writeRaw } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4280);
const DEBUGGING_PORT = PORT + 9;

interface Scores {
  performance: number;
  accessibility: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's measure of this host's speed during the run (environment.benchmarkIndex). */
  benchmarkIndex: number;
}

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    environment?: { benchmarkIndex?: number };
    runtimeError?: { message: string };
  };
}

type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

async function startChromium(): Promise<() => void> {
  const { executablePath, args } = chromiumLaunchOptions();
  const child = spawn(executablePath, [...args, `--remote-debugging-port=${DEBUGGING_PORT}`, 'about:blank'], { stdio: 'ignore' });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`)).ok) return () => child.kill();
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill();
  throw new Error('Chromium did not open its debugging port');
}

/** One Lighthouse run of `url`, its scores. */
async function measure(lighthouse: Lighthouse, url: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  if (!result || result.lhr.runtimeError) throw new Error(`${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
  const { categories, audits, environment } = result.lhr;
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const value = (name: string) => audits[name]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    benchmarkIndex: environment?.benchmarkIndex ?? NaN,
  };
}

const med = (runs: Scores[], f: (s: Scores) => number) => median(runs.map(f));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Asks each route once, so that neither build's first measured run pays a first server render. */
async function warm(url: string, routes: readonly string[]): Promise<void> {
  for (const route of routes) await (await fetch(`${url}${route}`)).arrayBuffer();
}

async function compare(lighthouse: Lighthouse, a: string, b: string): Promise<void> {
  const first = await serveBuild(a, PORT + 1);
  const second = await serveBuild(b, PORT + 2).catch(async (error: unknown) => {
    await first.stop();
    throw error;
  });
  const builds = [first, second] as const;
  try {
    const product = await productPathAt(builds[1].url);
    const routes = publicRoutes(product);
    for (const build of builds) await warm(build.url, routes);
    const runs = routes.map(() => [[], []] as [Scores[], Scores[]]);
    for (let i = 0; i < RUNS; i += 1) {
      // A then B, then B then A: a host that slows down or speeds up during the run weighs on both alike.
      const order = i % 2 === 0 ? [0, 1] : [1, 0];
      for (const [r, route] of routes.entries())
        for (const which of order) runs[r]![which]!.push(await measure(lighthouse, `${builds[which]!.url}${route}`));
    }

    const all = runs.flatMap(([ra, rb]) => [...ra, ...rb]);
    console.log(`\nLighthouse 12, mobile defaults, A/B (npm run bench:lighthouse -- A B): median of ${RUNS}`);
    console.log(`A: ${builds[0].label}\nB: ${builds[1].label}`);
    console.log(
      `benchmarkIndex (host speed) median ${Math.round(med(all, (s) => s.benchmarkIndex))}, ` +
        `${Math.round(Math.min(...all.map((s) => s.benchmarkIndex)))}–${Math.round(Math.max(...all.map((s) => s.benchmarkIndex)))}\n`,
    );
    console.log('| route | TBT A | TBT B | TBT B/A | Performance A | Performance B | LCP A | LCP B | LCP B/A |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    const rows = routes.map((route, r) => {
      const [ra, rb] = runs[r]!;
      const tbt = [med(ra, (s) => s.tbt), med(rb, (s) => s.tbt)] as const;
      const lcp = [med(ra, (s) => s.lcp), med(rb, (s) => s.lcp)] as const;
      const perf = [med(ra, (s) => s.performance), med(rb, (s) => s.performance)] as const;
      console.log(
        `| ${route} | ${Math.round(tbt[0])} ms | ${Math.round(tbt[1])} ms | ${tbt[0] > 0 ? (tbt[1] / tbt[0]).toFixed(2) : '–'} | ` +
          `${perf[0]} | ${perf[1]} | ${seconds(lcp[0])} | ${seconds(lcp[1])} | ${(lcp[1] / lcp[0]).toFixed(2)} |`,
      );
      return { route, a: ra, b: rb };
    });
    writeRaw('lighthouse-ab', { runs: RUNS, a: builds[0].label, b: builds[1].label, rows });
  } finally {
    for (const build of builds) await build.stop();
  }
}

async function single(lighthouse: Lighthouse): Promise<void> {
  const server = await startServer(PORT, { LOG_LEVEL: 'error' });
  try {
    const product = await firstProductPath(server.dataDir);
    const routes = [...publicRoutes(product), '/?lang=tr', `${product}?lang=tr`];
    const results: { route: string; runs: Scores[] }[] = [];
    for (const route of routes) {
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(lighthouse, `${server.url}${route}`));
      results.push({ route, runs });
    }

    console.log(`\nLighthouse 12, mobile defaults (npm run bench:lighthouse): median of ${RUNS} runs\n`);
    console.log('| route | Performance | Accessibility | SEO | LCP | TBT | CLS | FCP | benchmarkIndex |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { route, runs } of results) {
      const m = (f: (s: Scores) => number) => med(runs, f);
      console.log(
        `| ${route} | ${m((s) => s.performance)} | ${m((s) => s.accessibility)} | ${m((s) => s.seo)} | ` +
          `${seconds(m((s) => s.lcp))} | ${Math.round(m((s) => s.tbt))} ms | ${m((s) => s.cls).toFixed(3)} | ` +
          `${seconds(m((s) => s.fcp))} | ${Math.round(m((s) => s.benchmarkIndex))} |`,
      );
    }
    writeRaw('lighthouse', { runs: RUNS, results });
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  // Positional (npm would take `--a` for one of its own settings): A, then B.
  const {
    positionals: [a, b],
  } = parseArgs({ allowPositionals: true });
  // This checkout is measured (alone, or as B): build what changed.
  if (!b || resolve(b) === REPO_ROOT) ensureBuilt();
  // Lighthouse is an ES module; this script runs as CommonJS under tsx.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: Lighthouse };
  const stopChromium = await startChromium();
  try {
    if (a) await compare(lighthouse, a, b ?? REPO_ROOT);
    else await single(lighthouse);
  } finally {
    stopChromium();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
