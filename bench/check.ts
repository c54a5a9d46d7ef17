/**
 * `npm run bench:check`: the bundle budgets of bench/budgets.json against the bytes the production build
 * really sends (measured as `bench:bundle` does). Bytes are stable from run to run, unlike timings, so this
 * is the one benchmark that fails: it exits 1 when a route's gzipped JS is over its budget (each route's figure
 * plus 2 %, `/` its 185 KB aim: docs/performance.md).
 * Timings (page load, API) are printed by their own parts and never asserted.
 */
import { startServer } from '../e2e/support/server';
import { measureBytes, ROUTES, type Row } from './bundle';
import { budgets, ensureBuilt, kb, totalBytes, writeRaw } from './support';

async function main(): Promise<number> {
  ensureBuilt();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 4280));
  const results: { route: string; js: number; budget: number; met: boolean }[] = [];
  const rows: Row[] = [];
  try {
    for (const [path, budget] of Object.entries(budgets.bundle)) {
      const route = ROUTES.find((r) => r.path === path);
      if (!route) throw new Error(`bench/budgets.json names ${path}, which bench/bundle.ts does not measure`);
      const measured = await measureBytes(server.url, route);
      rows.push(...measured);
      const js = totalBytes(measured).js;
      results.push({ route: path, js, budget: budget.js_kb_gz, met: js / 1024 <= budget.js_kb_gz });
    }
  } finally {
    await server.stop();
  }
  console.log('\nBundle budgets (npm run bench:check; budgets in bench/budgets.json)\n');
  console.log('| route | JS (KB gz) | budget (KB gz) | status |');
  console.log('|---|---:|---:|---|');
  for (const r of results) console.log(`| ${r.route} | ${kb(r.js)} | ${r.budget} | ${r.met ? 'met' : '**over**'} |`);
  writeRaw('check', { results, rows });
  const over = results.filter((r) => !r.met);
  if (over.length) {
    console.error(`\nbundle budget broken: ${over.map((r) => r.route).join(', ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
