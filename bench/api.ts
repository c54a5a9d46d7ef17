/**
 * `npm run bench:api`: HTTP load on the real API build over loopback. A fresh database (SQLite always;
 * PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a server that answers) gets the demo
 * content, then BENCH_PRODUCTS (default 10,000) products cloned from the demo products' shapes (names in every
 * language, OEM numbers, vehicle types) with their own codes. autocannon then loads product search and a
 * trivial route, BENCH_CONNECTIONS (default 100) connections for BENCH_SECONDS (default 10) each, and prints
 * req/s, p50 and p99 of both and the ratio of their throughput. Only HTTP touches the search: the bench knows
 * its URL and nothing of how it is built.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDb, type Db } from '../api/src/db/connection';
import { foldCode, foldText } from '../api/src/lib/fold';
import { nowIso } from '../api/src/lib/time';
import { REPO_ROOT, startServer } from '../e2e/support/server';

const PORT = Number(process.env.BENCH_PORT ?? 4280);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_BASE = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';

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

/** Copies the demo products (every row that hangs off them) until the catalogue holds `total` products. */
async function seedProducts(db: Db, total: number): Promise<number> {
  const demo = await db.selectFrom('products').selectAll().orderBy('id').execute();
  if (demo.length === 0) throw new Error('the demo catalogue is empty: cannot clone product shapes');
  const ids = demo.map((p) => p.id);
  const translations = await db.selectFrom('product_translations').selectAll().where('product_id', 'in', ids).execute();
  const oems = await db.selectFrom('product_oem_numbers').selectAll().where('product_id', 'in', ids).execute();
  const types = await db.selectFrom('product_transporter_types').selectAll().where('product_id', 'in', ids).execute();
  const now = nowIso();
  const missing = total - demo.length;
  const BATCH = 250;
  for (let start = 0; start < missing; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(missing, start + BATCH); i += 1) {
        const base = demo[i % demo.length]!;
        const code = `${base.code} B${i + 1}`;
        const { id } = await trx
          .insertInto('products')
          .values({
            token: randomBytes(12).toString('base64url'),
            code,
            code_folded: foldCode(code),
            section: base.section,
            category_id: base.category_id,
            sub_category_id: base.sub_category_id,
            seo_name: `${base.seo_name}-b${i + 1}`,
            is_active: 1,
            queue: 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const own = translations.filter((t) => t.product_id === base.id);
        if (own.length > 0) {
          await trx
            .insertInto('product_translations')
            .values(
              own.map((t) => {
                const name = t.name ? `${t.name} ${i + 1}` : null;
                return { ...t, product_id: id, name, name_folded: name ? foldText(name) : null };
              }),
            )
            .execute();
        }
        const ownOems = oems.filter((o) => o.product_id === base.id);
        if (ownOems.length > 0) {
          await trx
            .insertInto('product_oem_numbers')
            .values(
              ownOems.map(({ id: _id, ...o }) => {
                const number = `${o.number}-${i + 1}`;
                return { ...o, product_id: id, number, number_folded: foldCode(number) };
              }),
            )
            .execute();
        }
        const ownTypes = types.filter((t) => t.product_id === base.id);
        if (ownTypes.length > 0) {
          await trx
            .insertInto('product_transporter_types')
            .values(ownTypes.map((t) => ({ ...t, product_id: id })))
            .execute();
        }
      }
    });
  }
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
    const name = `vitrin_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 2000 });
    try {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
    } catch (error) {
      console.log(`PostgreSQL: skipped (${(error as Error).message})`);
      return null;
    } finally {
      await admin.end().catch(() => undefined);
    }
    const url = new URL(PG_BASE);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }

  const server = await startServer(PORT, { DATABASE_URL: databaseUrl, SEED_DEMO: 'true', LOG_LEVEL: 'error' });
  try {
    const db = createDb(
      databaseUrl ? { engine: 'postgres', url: databaseUrl } : { engine: 'sqlite', file: join(server.dataDir, 'vitrin.sqlite') },
    );
    const started = Date.now();
    let products: number;
    try {
      products = await seedProducts(db, PRODUCTS);
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
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: PG_BASE });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
      await admin.end();
    }
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
  // The bench loads the production build: make sure it is current (esbuild, a second or two).
  execFileSync(process.execPath, [join(REPO_ROOT, 'api/build.mjs')], { cwd: join(REPO_ROOT, 'api'), stdio: 'inherit' });
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
  const out = join(__dirname, '.tmp');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'api.json'), JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
