/**
 * `npm run bench:import`: the catalogue import (docs/api.md, "Catalogue import and export") on a file of
 * BENCH_IMPORT_ROWS (default 10,000) products. A fresh database (SQLite always; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL points at a server that answers) gets the demo content from the API build;
 * the bench then writes a CSV of new products (every text field in every language, vehicle types, OEM numbers, a
 * spec) and runs the import's own code on it: the dry run, the apply (10,000 new products), then a second file
 * changing every product's name (dry run and apply as 10,000 updates). It prints each step's time and the peak
 * resident memory of this process (process.memoryUsage().rss, sampled every 10 ms).
 */
import { join } from 'node:path';
import Papa from 'papaparse';
import { createDb, type Db } from '../api/src/db/connection';
import { sanitizeHtml } from '../api/src/lib/sanitize';
import { applyImport, planImport } from '../api/src/modules/products/import';
import { readTransferFile, transferColumns } from '../api/src/modules/products/transfer';
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
  counts: string;
}

/** Runs `work`, sampling this process's RSS every 10 ms; the time it took and the highest RSS seen. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakRssMb: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, seconds: (performance.now() - started) / 1000, peakRssMb: peak / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

/** A CSV of `ROWS` products in the import's format, names carrying `label`. */
function makeFile(langs: readonly string[], category: string, label: string): Buffer {
  const columns = transferColumns(langs);
  const data = Array.from({ length: ROWS }, (_, n) => {
    const row: Record<string, string> = {
      code: `BENCH-${String(n).padStart(5, '0')}`,
      category,
      is_active: '1',
      transporter_types: 'truck, dorse',
      oem_numbers: JSON.stringify([
        { manufacturer: 'MAN', number: `81.43601-${n}` },
        { manufacturer: 'Volvo', number: `20${n}` },
      ]),
      specs: JSON.stringify([
        { value: String(200 + (n % 100)), unit: 'mm', ...Object.fromEntries(langs.map((l) => [`label_${l}`, 'Height'])) },
      ]),
    };
    for (const lang of langs) {
      row[`name_${lang}`] = `${label} hava körüğü ${n} (${lang})`;
      row[`short_description_${lang}`] = `Kısa açıklama ${n}: şğüöçı`;
      row[`description_${lang}`] = `<p>Ürün <strong>${n}</strong> için açıklama.</p>`;
      row[`seo_title_${lang}`] = `${label} ${n}`;
    }
    return columns.map((c) => row[c] ?? '');
  });
  return Buffer.from(`\ufeff${Papa.unparse({ fields: columns, data })}`, 'utf8');
}

async function benchEngine(engine: 'sqlite' | 'postgres'): Promise<Step[] | null> {
  let databaseUrl = '';
  if (engine === 'postgres') {
    const created = await createPgDatabase('vitrin_bench_import');
    if (!created) return null;
    databaseUrl = created;
  }
  const server = await startServer(PORT, { DATABASE_URL: databaseUrl, SEED_DEMO: 'true', LOG_LEVEL: 'error' });
  const db: Db = createDb(
    databaseUrl ? { engine: 'postgres', url: databaseUrl } : { engine: 'sqlite', file: join(server.dataDir, 'vitrin.sqlite') },
  );
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
    for (const [label, what] of [
      ['İlk', 'new'],
      ['Yeni', 'changed'],
    ] as const) {
      const file = makeFile(langs, category.seo_name, label);
      const mb = (file.length / 1024 / 1024).toFixed(1);
      const plan = async () => planImport(db, SECTION, await readTransferFile(file), langs, defaultLang, sanitizeHtml);
      const dry = await measured(plan);
      const countsOf = (c: Record<string, number>) =>
        `${c.new} new, ${c.changed} changed, ${c.unchanged} unchanged, ${c.refused} refused`;
      steps.push({
        step: `dry run (${ROWS} ${what}, ${mb} MB CSV)`,
        seconds: dry.seconds,
        peakRssMb: dry.peakRssMb,
        counts: countsOf(dry.result.report.counts),
      });
      const apply = await measured(async () => {
        const planned = await plan();
        await applyImport(db, SECTION, planned, 'bench.csv');
        return planned;
      });
      steps.push({
        step: `apply (${ROWS} ${what})`,
        seconds: apply.seconds,
        peakRssMb: apply.peakRssMb,
        counts: countsOf(apply.result.report.counts),
      });
    }
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
  console.log('| engine | step | time | peak RSS | rows |');
  console.log('|---|---|---:|---:|---|');
  for (const [engine, steps] of Object.entries(results)) {
    for (const s of steps)
      console.log(`| ${engine} | ${s.step} | ${s.seconds.toFixed(1)} s | ${Math.round(s.peakRssMb)} MB | ${s.counts} |`);
  }
  writeRaw('import', results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
