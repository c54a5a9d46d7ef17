/**
 * `npm run bench:api`: HTTP load on the real API build over loopback. A fresh database (SQLite always;
 * PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a server that answers) gets the demo
 * content, then BENCH_PRODUCTS (default 10,000) products cloned from the demo products' shapes (names in every
 * language, OEM numbers, vehicle types) with their own codes. autocannon then loads product search and a
 * trivial route, BENCH_CONNECTIONS (default 100) connections for BENCH_SECONDS (default 10) each, and prints
 * req/s, p50 and p99 of both and the ratio of their throughput. Only HTTP touches the search: the bench knows
 * its URL and nothing of how it is built.
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../api/src/db/connection';
import { startServer } from '../e2e/support/server';
import { createPgDatabase, dropPgDatabase, PG_BASE } from './pg-databases';
import { ensureApiBuilt, writeRaw } from './support';
import { afterBulkSeed, bulkSeedProducts } from './seed-products';

const PORT = Number(process.env.BENCH_PORT ?? 4280);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Searches a visitor makes: a name word (Turkish letters), a part code with other separators, an OEM number. */
const SEARCHES = ['körük', 'vt-4881 np01', 'W01-358-9082', 'kabin', '4157'];
const SEARCH_PATHS = SEARCHES.map((s) => `/api/pages/search-products?search=${encodeURIComponent(s)}`);
const TRIVIAL_PATH = '/api/pages/all-languages';

interface Figures {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface EngineResult {
  engine: string;
  products: number;
  search: Figures | null;
  trivial: Figures;
}

function load(base: string, paths: string[]): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          path: paths.length === 1 ? paths[0]! : `${paths[0]} (+${paths.length - 1} more)`,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
  });
}

async function benchEngine(engine: 'sqlite' | 'postgres'): Promise<EngineResult | null> {
  let databaseUrl = '';
  if (engine === 'postgres') {
    const created = await createPgDatabase('vitrin_bench');
    if (!created) return null;
    databaseUrl = created;
  }

  const server = await startServer(PORT, { DATABASE_URL: databaseUrl, SEED_DEMO: 'true', LOG_LEVEL: 'error' });
  try {
    const db = createDb(
      databaseUrl ? { engine: 'postgres', url: databaseUrl } : { engine: 'sqlite', file: join(server.dataDir, 'vitrin.sqlite') },
    );
    const started = Date.now();
    let products: number;
    try {
      products = await bulkSeedProducts(db, PRODUCTS);
      await afterBulkSeed(db, engine);
    } finally {
      await db.destroy();
    }
    console.log(`${engine}: ${products} products seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const probe = await fetch(`${server.url}${SEARCH_PATHS[0]}`);
    let search: Figures | null = null;
    if (probe.status === 404) {
      console.log(`${engine}: search-products skipped: GET ${SEARCH_PATHS[0]} answers 404 (the route is not there yet)`);
    } else {
      // A short warm-up, then the measured run.
      await load(server.url, SEARCH_PATHS).catch(() => undefined);
      search = await load(server.url, SEARCH_PATHS);
    }
    const trivial = await load(server.url, [TRIVIAL_PATH]);
    return { engine, products, search, trivial };
  } finally {
    await server.stop();
    if (databaseUrl) await dropPgDatabase(databaseUrl);
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function print(results: EngineResult[]): void {
  console.log(
    `\nAPI under load (npm run bench:api): ${CONNECTIONS} connections, ${SECONDS} s per route, loopback, ${PRODUCTS} products\n`,
  );
  console.log('| engine | route | req/s | p50 | p99 | non-2xx | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    for (const [name, f] of [
      ['search-products', r.search],
      ['all-languages (trivial)', r.trivial],
    ] as const) {
      if (!f) {
        console.log(`| ${r.engine} | ${name} | skipped | | | | |`);
        continue;
      }
      console.log(
        `| ${r.engine} | ${name} | ${Math.round(f.requestsPerSecond)} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.non2xx} | ${f.errors} |`,
      );
    }
  }
  console.log('');
  for (const r of results) {
    if (!r.search) continue;
    const ratio = r.search.requestsPerSecond / r.trivial.requestsPerSecond;
    console.log(
      `${r.engine}: search at ${(ratio * 100).toFixed(0)}% of the trivial route's req/s (aim ≥ 40%: ${ratio >= 0.4 ? 'met' : 'missed'}); ` +
        `search p99 ${ms(r.search.p99)} (aim ≤ 30 ms: ${r.search.p99 <= 30 ? 'met' : 'missed'})`,
    );
  }
}

async function main(): Promise<void> {
  // The bench loads the production build: make sure it is current.
  ensureApiBuilt();
  const results: EngineResult[] = [];
  const sqlite = await benchEngine('sqlite');
  if (sqlite) results.push(sqlite);
  if (PG_BASE) {
    const postgres = await benchEngine('postgres');
    if (postgres) results.push(postgres);
  } else {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server to include it)');
  }
  print(results);
  writeRaw('api', results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
