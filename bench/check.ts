/**
 * `npm run bench:check`: the bundle budgets of bench/budgets.json against the bytes the production build
 * really sends (measured as `bench:bundle` does). Bytes are stable from run to run, unlike timings, so this
 * is the one benchmark that fails: it exits 1 when a route's gzipped JS is over its budget (each route's figure
 * plus 2 %, `/` its 185 KB aim: docs/performance.md).
 * Timings (page load, API) are printed by their own parts and never asserted.
 */
import { startServer } from '../e2e/support/server';
import { blockingCssBytes, measureBytes, ROUTES, stateBytes, type Row } from './bundle';
import { budgets, ensureBuilt, firstProductPath, kb, publicRoutes, totalBytes, writeRaw } from './support';

async function main(): Promise<number> {
  ensureBuilt();
  const server = await startServer(Number(process.env.BENCH_PORT ?? 4280));
  const results: { route: string; js: number; budget: number; met: boolean }[] = [];
  const rows: Row[] = [];
  const state: { route: string; bytes: number; css: number; met: boolean }[] = [];
  try {
    for (const route of publicRoutes(await firstProductPath(server.dataDir))) {
      const bytes = await stateBytes(server.url, route);
      const css = await blockingCssBytes(server.url, route);
      state.push({ route, bytes, css, met: bytes / 1024 <= budgets.state.kb && css / 1024 <= budgets.blocking_css.kb_gz });
    }
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
  console.log(
    `\nState per page (#vitrin-state, KB; budget ${budgets.state.kb}, aim ${budgets.state.aim_kb}) and render-blocking ` +
      `CSS (KB gz; budget ${budgets.blocking_css.kb_gz}, aim ${budgets.blocking_css.aim_kb_gz})\n`,
  );
  console.log('| route | state (KB) | render-blocking CSS (KB gz) | status |');
  console.log('|---|---:|---:|---|');
  for (const r of state) console.log(`| ${r.route} | ${kb(r.bytes)} | ${kb(r.css)} | ${r.met ? 'met' : '**over**'} |`);
  writeRaw('check', { results, rows, state });
  const over = [...results, ...state].filter((r) => !r.met);
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
