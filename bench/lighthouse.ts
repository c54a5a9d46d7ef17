/**
 * `npm run bench:lighthouse`: Lighthouse 12 (the npm package) on the production build, its mobile defaults
 * (simulated 4× CPU slowdown and slow 4G), Debian's Chromium, BENCH_RUNS (default 3) runs per route; the median
 * Performance, Accessibility and SEO scores, LCP, TBT, CLS and FCP of `/`, `/categories/air_springs`, a product
 * list, a product, `/about-us` and `/news`, each as a first visit comes (no cookie, no `?lang`: Lighthouse clears
 * the site's storage before each run), then `/` and the product in Turkish (`?lang=tr`).
 */
import { spawn } from 'node:child_process';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { ensureBuilt, firstProductPath, median, writeRaw } from './support';

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
}

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    runtimeError?: { message: string };
  };
}

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

async function main(): Promise<void> {
  ensureBuilt();
  // Lighthouse is an ES module; this script runs as CommonJS under tsx.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
  };
  const server = await startServer(PORT, { LOG_LEVEL: 'error' });
  const stopChromium = await startChromium();
  try {
    const product = await firstProductPath(server.dataDir);
    const routes = [
      '/',
      '/categories/air_springs',
      '/products/bus-air-springs',
      product,
      '/about-us',
      '/news',
      '/?lang=tr',
      `${product}?lang=tr`,
    ];
    const results: { route: string; runs: Scores[] }[] = [];
    for (const route of routes) {
      const runs: Scores[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${server.url}${route}`, {
          port: DEBUGGING_PORT,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        });
        if (!result || result.lhr.runtimeError) throw new Error(`${route}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
        const { categories, audits } = result.lhr;
        const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
        const value = (name: string) => audits[name]?.numericValue ?? NaN;
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          seo: score('seo'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          fcp: value('first-contentful-paint'),
        });
      }
      results.push({ route, runs });
    }

    console.log(`\nLighthouse 12, mobile defaults (npm run bench:lighthouse): median of ${RUNS} runs\n`);
    console.log('| route | Performance | Accessibility | SEO | LCP | TBT | CLS | FCP |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const { route, runs } of results) {
      const m = (f: (s: Scores) => number) => median(runs.map(f));
      console.log(
        `| ${route} | ${m((s) => s.performance)} | ${m((s) => s.accessibility)} | ${m((s) => s.seo)} | ` +
          `${(m((s) => s.lcp) / 1000).toFixed(2)} s | ${Math.round(m((s) => s.tbt))} ms | ${m((s) => s.cls).toFixed(3)} | ` +
          `${(m((s) => s.fcp) / 1000).toFixed(2)} s |`,
      );
    }
    writeRaw('lighthouse', { runs: RUNS, results });
  } finally {
    stopChromium();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
