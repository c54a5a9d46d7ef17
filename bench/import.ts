/**
 * `npm run bench:import`: the catalogue import (docs/api.md, "Catalogue import and export") on a file of
 * BENCH_IMPORT_ROWS (default 10,000) products. A fresh database (SQLite always; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL points at a server that answers) gets the demo content from the API build;
 * the bench then writes a CSV of new products (every text field in every language, vehicle types, OEM numbers, a
 * spec) and runs the import as the API does — in its worker thread (runImport) —: the dry run, the apply (10,000 new
 * products), then a second file changing every product's name (dry run and apply as 10,000 updates). It prints each
 * step's time, the peak resident memory of this process (the worker thread's included; process.memoryUsage().rss,
 * sampled every 10 ms), the longest the main thread's event loop was held meanwhile and its CPU time (see measured).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../api/src/config';
import { createDb, type Db } from '../api/src/db/connection';
import { runImport } from '../api/src/modules/products/import-runner';
import type { ImportOutcome } from '../api/src/modules/products/import-worker';
import { catalogueCsv } from '../api/test/catalogue-csv';
import { startServer } from '../e2e/support/server';
import { createPgDatabase, dropPgDatabase, PG_BASE } from './pg-databases';
import { ensureApiBuilt, writeRaw } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 4290);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const SECTION = 'air_springs';

interface Step {
  step: string;
  seconds: number;
  peakRssMb: number;
  /** The longest the main thread's event loop was held during the step. */
  loopMaxMs: number;
  /** The main thread's CPU time during the step. */
  mainCpuMs: number;
  counts: string;
}

/** This thread's time on a CPU and waiting for one, in ms (Linux: /proc/thread-self/schedstat); zeros elsewhere. */
function schedstat(): { cpu: number; waited: number } {
  try {
    const [cpu, waited] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ').map(Number);
    return { cpu: cpu! / 1e6, waited: waited! / 1e6 };
  } catch {
    return { cpu: 0, waited: 0 };
  }
}

/**
 * Runs `work`, sampling every 10 ms this process's RSS and how late the main thread's timer fired, less the time the
 * kernel kept the thread waiting for a CPU (a shared machine's load is not the event loop's doing): the time, the
 * highest RSS, the longest the event loop was held, and the main thread's CPU time meanwhile.
 */
async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; peakRssMb: number; loopMaxMs: number; mainCpuMs: number }> {
  let peak = process.memoryUsage().rss;
  let held = 0;
  let last = { at: performance.now(), ...schedstat() };
  const sampler = setInterval(() => {
    const now = { at: performance.now(), ...schedstat() };
    held = Math.max(held, now.at - last.at - 10 - (now.waited - last.waited));
    peak = Math.max(peak, process.memoryUsage().rss);
    last = now;
  }, 10);
  const started = { at: performance.now(), ...schedstat() };
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      result,
      seconds: (performance.now() - started.at) / 1000,
      peakRssMb: peak / 1024 / 1024,
      loopMaxMs: held,
      mainCpuMs: schedstat().cpu - started.cpu,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function benchEngine(engine: 'sqlite' | 'postgres'): Promise<Step[] | null> {
  let databaseUrl = '';
  if (engine === 'postgres') {
    const created = await createPgDatabase('vitrin_bench_import');
    if (!created) return null;
    databaseUrl = created;
  }
  const server = await startServer(PORT, { DATABASE_URL: databaseUrl, SEED_DEMO: 'true', LOG_LEVEL: 'error' });
  const database: DatabaseConfig = databaseUrl
    ? { engine: 'postgres', url: databaseUrl }
    : { engine: 'sqlite', file: join(server.dataDir, 'vitrin.sqlite') };
  const db: Db = createDb(database);
  try {
    const languages = await db.selectFrom('languages').select(['abbr', 'is_default']).orderBy('id').execute();
    const langs = languages.map((l) => l.abbr);
    const defaultLang = languages.find((l) => l.is_default === 1)?.abbr ?? langs[0]!;
    const category = await db
      .selectFrom('categories')
      .select('seo_name')
      .where('section', '=', SECTION)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const steps: Step[] = [];
    const folder = await mkdtemp(join(tmpdir(), 'vitrin-bench-import-'));
    const run = async (file: string, dryRun: boolean): Promise<ImportOutcome> =>
      runImport(db, {
        database,
        file,
        fileName: 'bench.csv',
        section: SECTION,
        dryRun,
        langs,
        defaultLang,
        who: { actor: null, ip: null },
        holder: randomBytes(8).toString('hex'),
        reportUrl: '/api/admin/products/import-reports/{id}',
      });
    const countsOf = (outcome: ImportOutcome) => {
      if (outcome.kind !== 'done') return `refused: ${outcome.message}`;
      const c = outcome.report.counts;
      return `${c.new} new, ${c.changed} changed, ${c.unchanged} unchanged, ${c.refused} refused`;
    };
    for (const [label, what] of [
      ['İlk', 'new'],
      ['Yeni', 'changed'],
    ] as const) {
      const bytes = catalogueCsv(langs, category.seo_name, ROWS, label);
      const file = join(folder, `${label}.csv`);
      await writeFile(file, bytes);
      const mb = (bytes.length / 1024 / 1024).toFixed(1);
      for (const dryRun of [true, false]) {
        const step = await measured(() => run(file, dryRun));
        steps.push({
          step: dryRun ? `dry run (${ROWS} ${what}, ${mb} MB CSV)` : `apply (${ROWS} ${what})`,
          seconds: step.seconds,
          peakRssMb: step.peakRssMb,
          loopMaxMs: step.loopMaxMs,
          mainCpuMs: step.mainCpuMs,
          counts: countsOf(step.result),
        });
      }
    }
    await rm(folder, { recursive: true, force: true });
    return steps;
  } finally {
    await db.destroy();
    await server.stop();
    if (databaseUrl) await dropPgDatabase(databaseUrl);
  }
}

async function main(): Promise<void> {
  // The demo database comes from the API build: make sure it is current.
  ensureApiBuilt();
  const results: Record<string, Step[]> = {};
  const sqlite = await benchEngine('sqlite');
  if (sqlite) results.sqlite = sqlite;
  if (PG_BASE) {
    const postgres = await benchEngine('postgres');
    if (postgres) results.postgres = postgres;
  } else {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server to include it)');
  }
  console.log(`\nCatalogue import (npm run bench:import): ${ROWS} rows, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log('| engine | step | time | peak RSS | event loop held at most | main thread CPU | rows |');
  console.log('|---|---|---:|---:|---:|---:|---|');
  for (const [engine, steps] of Object.entries(results)) {
    for (const s of steps) {
      const line = [
        engine,
        s.step,
        `${s.seconds.toFixed(1)} s`,
        `${Math.round(s.peakRssMb)} MB`,
        `${Math.round(s.loopMaxMs)} ms`,
        `${Math.round(s.mainCpuMs)} ms`,
        s.counts,
      ];
      console.log(`| ${line.join(' | ')} |`);
    }
  }
  writeRaw('import', results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
