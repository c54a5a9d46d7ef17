/**
 * `npm run bench:federation`: what Module Federation costs the public site. The same sources and shared
 * libraries are built a second way, as one ordinary webpack bundle (bench/single/webpack.config.cjs), and both
 * builds are served by the API (two servers, each on a fresh SQLite with the demo content) and loaded in the same
 * run, turn about, under the page-load part's mobile conditions. Prints the gzipped JS and the LCP of each
 * and the ratio federated ÷ single (aim in bench/budgets.json).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { REPO_ROOT, startServer } from '../e2e/support/server';
import { loadOnce, ms, type LoadRoute, type Run } from './pageload';
import { budgets, ensureBuilt, kb, median, spread, totalBytes, writeRaw } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4280);
const SINGLE_ROOT = join(__dirname, '.tmp/single');

const ROUTES: LoadRoute[] = [
  { path: '/', ready: 'footer' },
  { path: '/categories/air_springs', ready: '[data-testid="category-grid"]' },
];

/** Builds the single bundle into bench/.tmp/single/shell/dist; the other folders point at the real builds. */
function buildSingle(): void {
  console.log('building the single bundle (bench/single/webpack.config.cjs)…');
  const started = Date.now();
  execFileSync(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--config', join(__dirname, 'single/webpack.config.cjs')],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const dir of ['mf-public', 'mf-auth', 'mf-admin', 'mf-catalogue']) {
    mkdirSync(join(SINGLE_ROOT, dir), { recursive: true });
    symlinkSync(join(REPO_ROOT, dir, 'dist'), join(SINGLE_ROOT, dir, 'dist'), 'dir');
  }
}

interface Side {
  build: 'federated' | 'single';
  route: string;
  runs: Run[];
}

async function main(): Promise<void> {
  ensureBuilt();
  // A fresh folder each run (removing it deletes the links to the real builds, not the builds).
  rmSync(SINGLE_ROOT, { recursive: true, force: true });
  buildSingle();
  const federated = await startServer(PORT);
  const single = await startServer(PORT + 1, { DIST_ROOT: SINGLE_ROOT });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const sides: Side[] = [];
  try {
    for (const route of ROUTES) {
      const fed: Side = { build: 'federated', route: route.path, runs: [] };
      const one: Side = { build: 'single', route: route.path, runs: [] };
      // Turn about, so a slow moment of the machine falls on both builds alike.
      for (let i = 0; i < RUNS; i += 1) {
        fed.runs.push(await loadOnce(browser, federated.url, route));
        one.runs.push(await loadOnce(browser, single.url, route));
      }
      sides.push(fed, one);
    }
  } finally {
    await browser.close();
    await federated.stop();
    await single.stop();
  }

  console.log(
    `\nFederation's price (npm run bench:federation): the same site federated and as one bundle, mobile conditions, ${RUNS} runs each; median (min–max)\n`,
  );
  console.log('| route | build | JS (KB gz) | JS files | LCP |');
  console.log('|---|---|---:|---:|---:|');
  const ratios: { route: string; js: number; lcp: number }[] = [];
  for (const route of ROUTES) {
    const [fed, one] = (['federated', 'single'] as const).map((build) =>
      sides.find((s) => s.route === route.path && s.build === build)!,
    );
    for (const side of [fed!, one!]) {
      const js = side.runs.map((r) => totalBytes(r.bytes).js);
      const files = side.runs.map((r) => r.bytes.reduce((n, row) => n + row.list.filter((f) => f.url.endsWith('.js')).length, 0));
      const lcp = side.runs.map((r) => r.lcp);
      console.log(
        `| ${route.path} | ${side.build} | ${kb(median(js))} | ${median(files)} | ${ms(median(lcp))} (${spread(lcp, ms)}) |`,
      );
    }
    const jsOf = (side: Side) => median(side.runs.map((r) => totalBytes(r.bytes).js));
    const lcpOf = (side: Side) => median(side.runs.map((r) => r.lcp));
    ratios.push({ route: route.path, js: jsOf(fed!) / jsOf(one!), lcp: lcpOf(fed!) / lcpOf(one!) });
  }
  console.log('');
  const aim = budgets.federation.max_ratio;
  for (const r of ratios) {
    console.log(
      `${r.route}: federated ÷ single — JS ${r.js.toFixed(2)} (aim ≤ ${aim}: ${r.js <= aim ? 'met' : 'missed'}), ` +
        `LCP ${r.lcp.toFixed(2)} (aim ≤ ${aim}: ${r.lcp <= aim ? 'met' : 'missed'})`,
    );
  }
  writeRaw('federation', { runs: RUNS, sides, ratios });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
