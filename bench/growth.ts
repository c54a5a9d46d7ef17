/**
 * `npm run bench:growth`: how product search and the admin product list cost as the catalogue grows.
 * For each size in GROWTH_SIZES (default 1000,10000,100000) and each engine (SQLite always; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL answers, in a database of its own dropped afterwards) a fresh database
 * gets the demo content plus clones of the demo products (bench/seed-products.ts) up to the size; the production
 * API build then serves it on loopback and autocannon loads each route for GROWTH_SECONDS (5 s) over
 * GROWTH_CONNECTIONS (1, so p50 is what one request costs rather than a queue; bench:api is the load test):
 *   - search-products for a part number (a clone's code typed with other separators),
 *   - search-products for a Turkish phrase with ı ("Kaldırma aksı"),
 *   - search-products for a common word ("körük": a third of the catalogue),
 *   - search-products narrowed by a vehicle type only (transporter_types=dorse),
 *   - the admin product list, page 1 and a deep page (90 % of the way), signed in.
 * Each size is measured twice, with the product list cache off (SEARCH_CACHE_ENTRIES=0: every request does the
 * full work) and on (100 entries: repeated queries are slices of a kept list). It prints one table (req/s, p50,
 * p99 per size) and each route's growth factor from the smallest to the largest size (aim < 3×), and writes the
 * raw figures to bench/.tmp/growth.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../api/src/db/connection';
import { createSession } from '../api/src/modules/auth/repo';
import { hashToken, newToken } from '../api/src/modules/auth/tokens';
import { startServer } from '../e2e/support/server';
import { createPgDatabase, dropPgDatabase, PG_BASE } from './pg-databases';
import { ensureApiBuilt, writeRaw } from './support';
import { afterBulkSeed, bulkSeedProducts, cloneCode } from './seed-products';

type Engine = 'sqlite' | 'postgres';

const PORT = Number(process.env.BENCH_PORT ?? 4281);
const SIZES = (process.env.GROWTH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const CONNECTIONS = Number(process.env.GROWTH_CONNECTIONS ?? 1);
const SECONDS = Number(process.env.GROWTH_SECONDS ?? 5);

const search = (query: string) => `/api/pages/search-products?${query}`;
/** A clone that exists at every size, its code typed with dots and a dash instead of spaces. */
const PART = cloneCode(500).toLowerCase().replace(' ', '.').replace(' ', '-');

interface Scenario {
  name: string;
  path: (deepPage: number) => string;
  admin?: boolean;
}

const SCENARIOS: Scenario[] = [
  { name: `search: part number "${PART}"`, path: () => search(`search=${encodeURIComponent(PART)}`) },
  { name: 'search: "Kaldırma aksı"', path: () => search(`search=${encodeURIComponent('Kaldırma aksı')}`) },
  { name: 'search: "körük" (a third of the catalogue)', path: () => search(`search=${encodeURIComponent('körük')}`) },
  { name: 'search: transporter_types=dorse', path: () => search('transporter_types=dorse') },
  { name: 'admin list: page 1', path: () => '/api/admin/products?section=air_springs&page=1', admin: true },
  { name: 'admin list: deep page', path: (deep) => `/api/admin/products?section=air_springs&page=${deep}`, admin: true },
];

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

type Cache = 'uncached' | 'cached';
const CACHE_MODES: Cache[] = ['uncached', 'cached'];

interface SizeResult {
  engine: Engine;
  cache: Cache;
  products: number;
  seedSeconds: number;
  deepPage: number;
  routes: Record<string, Figures>;
}

function load(url: string, path: string, headers: Record<string, string>, seconds = SECONDS): Promise<Omit<Figures, 'total'>> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, requests: [{ method: 'GET', path, headers }] },
      (error, result) => {
        if (error) return reject(error);
        resolve({
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

async function benchSize(engine: Engine, size: number): Promise<SizeResult[]> {
  const databaseUrl = engine === 'postgres' ? await createPgDatabase('vitrin_growth') : '';
  if (databaseUrl === null) return [];
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrin-growth-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'true', LOG_LEVEL: 'error' };
  try {
    // First start: migrations and the demo content. Then the clones, straight into the database.
    await (await startServer(PORT, env)).stop();
    const db = createDb(
      databaseUrl ? { engine: 'postgres', url: databaseUrl } : { engine: 'sqlite', file: join(dataDir, 'vitrin.sqlite') },
    );
    const started = Date.now();
    let products: number;
    const token = newToken();
    try {
      products = await bulkSeedProducts(db, size);
      await afterBulkSeed(db, engine);
      const admin = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
      await createSession(db, { userId: admin.id, tokenHash: hashToken(token), ttlSeconds: 3600, ip: null, userAgent: 'bench' });
    } finally {
      await db.destroy();
    }
    const seedSeconds = (Date.now() - started) / 1000;
    console.log(`${engine} ${size}: ${products} products seeded in ${seedSeconds.toFixed(1)} s`);

    // Then one start per cache mode on the seeded database: what is measured.
    const results: SizeResult[] = [];
    for (const cache of CACHE_MODES) {
      const server = await startServer(PORT, { ...env, SEARCH_CACHE_ENTRIES: cache === 'cached' ? '100' : '0' });
      try {
        const auth = { authorization: `Bearer ${token}` };
        const first = await fetch(`${server.url}${SCENARIOS[4]!.path(1)}`, { headers: auth });
        const lastPage = ((await first.json()) as { data: { last_page: number } }).data.last_page;
        const deepPage = Math.max(1, Math.round(lastPage * 0.9));
        const routes: Record<string, Figures> = {};
        for (const scenario of SCENARIOS) {
          const path = scenario.path(deepPage);
          const headers = scenario.admin ? auth : {};
          const probe = await fetch(`${server.url}${path}`, { headers });
          const body = (await probe.json()) as { data?: { total?: number } };
          if (!probe.ok) throw new Error(`${path} answered ${probe.status}`);
          await load(server.url, path, headers, 1); // warm-up
          routes[scenario.name] = { ...(await load(server.url, path, headers)), total: body.data?.total ?? 0 };
        }
        results.push({ engine, cache, products, seedSeconds, deepPage, routes });
      } finally {
        await server.stop();
      }
    }
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropPgDatabase(databaseUrl);
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function print(results: SizeResult[]): void {
  console.log(
    `\nGrowth (npm run bench:growth): ${CONNECTIONS} connections, ${SECONDS} s per route, loopback; sizes ${SIZES.join(', ')}\n`,
  );
  console.log('| engine | cache | route | products | matches | req/s | p50 | p99 | non-2xx | errors |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const engine of ['sqlite', 'postgres'] as const) {
    for (const cache of CACHE_MODES) {
      for (const scenario of SCENARIOS) {
        for (const r of results.filter((x) => x.engine === engine && x.cache === cache)) {
          const f = r.routes[scenario.name]!;
          console.log(
            `| ${engine} | ${cache} | ${scenario.name} | ${r.products} | ${f.total} | ${Math.round(f.requestsPerSecond)} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.non2xx} | ${f.errors} |`,
          );
        }
      }
    }
  }
  console.log('\nGrowth factor, smallest → largest size (aim < 3×):\n');
  console.log('| engine | cache | route | p50 × | p99 × | req/s ÷ |');
  console.log('|---|---|---|---:|---:|---:|');
  for (const [engine, cache] of (['sqlite', 'postgres'] as const).flatMap((e) => CACHE_MODES.map((c) => [e, c] as const))) {
    const own = results.filter((x) => x.engine === engine && x.cache === cache);
    if (own.length < 2) continue;
    const small = own[0]!;
    const large = own[own.length - 1]!;
    for (const scenario of SCENARIOS) {
      const a = small.routes[scenario.name]!;
      const b = large.routes[scenario.name]!;
      const x = (v: number) => `${v.toFixed(2)}×`;
      console.log(
        `| ${engine} | ${cache} | ${scenario.name} | ${x(b.p50 / Math.max(a.p50, 1))} | ${x(b.p99 / Math.max(a.p99, 1))} | ${x(a.requestsPerSecond / Math.max(b.requestsPerSecond, 1))} |`,
      );
    }
  }
}

async function main(): Promise<void> {
  ensureApiBuilt();
  const results: SizeResult[] = [];
  const engines: Engine[] = PG_BASE ? ['sqlite', 'postgres'] : ['sqlite'];
  if (!PG_BASE) console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server to include it)');
  for (const engine of engines) {
    for (const size of SIZES) {
      results.push(...(await benchSize(engine, size)));
    }
  }
  print(results);
  writeRaw('growth', results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
