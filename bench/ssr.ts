/**
 * `npm run bench:ssr`: what a server-rendered page costs to serve, asked as a browser asks (Accept-Encoding: gzip,
 * deflate, br). The production build on a fresh SQLite database with the demo content; autocannon for
 * BENCH_SECONDS (default 10) per row:
 * - `/` and a product page at 10 and 100 connections, the page cache on (default) and off (SSR_CACHE_ENTRIES=0);
 * - 100 connections asking `/` with a random query string each (what anyone can send to force renders), while 10
 *   more read a product page: the random ones must all be answered, and the product page's p99 stay low;
 * - 100 connections asking for product addresses that do not exist, each new (renders no cache can hold): the
 *   render queue sends the excess the client-rendered page, so nothing times out.
 * Then one request at a time with the cache off: the time of a whole render, p50 and p99 of 50.
 *
 * A/B mode (docs/performance.md, "Comparing two builds"): `npm run bench:ssr -- <A> [<B>]`, each a built checkout
 * or a server's URL, B this checkout by default. The cached rows only (`/` and a product at 10 and 100
 * connections), BENCH_RUNS rounds (default 3) alternating A and B (A then B, then B then A, …): each row's median
 * req/s and p99 of A and B and the ratio B/A, the host's load average beside them.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import { REPO_ROOT, startServer } from '../e2e/support/server';
import { ensureBuilt, firstProductPath, median, productPathAt, serveBuild, writeRaw } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 4280);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SEQUENTIAL = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** The aims of docs/performance.md. */
const AIM = { cachedRps: 2000, cachedP99: 50, normalP99UnderAttack: 100 };

interface Row {
  load: string;
  path: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const random = () => Math.random().toString(36).slice(2, 10);

/** A load whose every request asks a new address: `{r}` in the pattern becomes random letters each time. */
interface RandomLoad {
  url: string;
  connections: number;
  pattern: string;
}

const randomLoad = ({ url, connections, pattern }: RandomLoad): Options => ({
  url,
  connections,
  requests: [{ setupRequest: (request) => ({ ...request, path: pattern.replace(/\{r\}/g, random) }) }],
});

/** Runs a load in a process of its own, so that a load measured beside it does not share its event loop. */
function runApart(load: RandomLoad): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', __filename, '--apart', JSON.stringify(load)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Result) : reject(new Error(`the load exited with ${code}`)),
    );
  });
}

function run(options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, headers: BROWSER, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function row(load: string, path: string, connections: number, result: Result): Row {
  return {
    load,
    path,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Waits until `path` arrives server-rendered: right after a load, renders queued during it are still running, and a
 * request past the full queue gets the client-rendered page (as designed); the next measurement starts after them.
 */
async function untilRendered(base: string, path: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await (await fetch(`${base}${path}`)).text()).includes('data-server-rendered')) {
    if (Date.now() > deadline) throw new Error(`${path} was not server-rendered within 30 s: is the build there?`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

async function sequential(base: string, path: string): Promise<{ path: string; p50: number; p99: number }> {
  await untilRendered(base, path);
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`);
    const body = await response.text();
    if (!body.includes('data-server-rendered')) throw new Error(`${path} was not server-rendered`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { path, p50: median(times), p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]! };
}

async function main(): Promise<void> {
  ensureBuilt();
  const rows: Row[] = [];
  let renders: { path: string; p50: number; p99: number }[] = [];
  for (const cache of ['on', 'off'] as const) {
    const server = await startServer(PORT, { LOG_LEVEL: 'error', ...(cache === 'off' ? { SSR_CACHE_ENTRIES: '0' } : {}) });
    try {
      const product = `${await firstProductPath(server.dataDir)}?lang=en`;
      const paths = ['/?lang=en', product];
      for (const path of paths) {
        await untilRendered(server.url, path);
        for (const connections of [10, 100]) {
          rows.push(row(`cache ${cache}`, path, connections, await run({ url: `${server.url}${path}`, connections })));
        }
      }
      if (cache === 'on') {
        // Random query strings at 100 connections (from a process of their own), a product page read beside them.
        const [attack, normal] = await Promise.all([
          runApart({ url: server.url, connections: 100, pattern: '/?{r}={r}' }),
          run({ url: `${server.url}${product}`, connections: 10 }),
        ]);
        rows.push(row('random query strings', '/?<random>', 100, attack), row('… beside them', product, 10, normal));
        // Addresses no cache holds: every one a render, past the queue the client-rendered page.
        const unknown = await run(randomLoad({ url: server.url, connections: 100, pattern: '/product/no-such-part-{r}' }));
        rows.push(row('a new render each', '/product/<random>', 100, unknown));
      } else {
        renders = await Promise.all(paths.map((path) => sequential(server.url, path)));
      }
    } finally {
      await server.stop();
    }
  }

  console.log(`\nServer-rendered pages under load (npm run bench:ssr): loopback, gzip asked, ${SECONDS} s per row\n`);
  console.log('| load | page | connections | req/s | p50 | p99 | non-2xx | errors + time-outs |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.load} | ${r.path} | ${r.connections} | ${Math.round(r.requestsPerSecond)} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} | ${r.errors} |`,
    );
  }
  console.log(`\nOne render at a time, cache off (${SEQUENTIAL} requests each):`);
  for (const r of renders) console.log(`  ${r.path}: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`);
  const verdict = (met: boolean) => (met ? 'met' : 'missed');
  for (const r of rows.filter((r) => r.load === 'cache on' && r.connections === 100)) {
    const met = r.requestsPerSecond >= AIM.cachedRps && r.p99 <= AIM.cachedP99;
    console.log(
      `${r.path} cached at 100 connections: aim ≥ ${AIM.cachedRps} req/s with p99 ≤ ${AIM.cachedP99} ms: ${verdict(met)}`,
    );
  }
  const attack = rows.find((r) => r.load === 'random query strings');
  const normal = rows.find((r) => r.load === '… beside them');
  const unknown = rows.find((r) => r.load === 'a new render each');
  if (attack && normal && unknown) {
    const answered = [attack, unknown].every((r) => r.errors === 0 && r.requestsPerSecond > 0);
    console.log(`random query strings and new renders: aim 0 errors and 0 time-outs: ${verdict(answered)}`);
    const held = normal.requestsPerSecond > 0 && normal.p99 <= AIM.normalP99UnderAttack;
    console.log(`a product page beside them: aim p99 ≤ ${AIM.normalP99UnderAttack} ms: ${verdict(held)}`);
  }
  writeRaw('ssr', { seconds: SECONDS, rows, renders });
}

/** The cached rows of two builds on this host in one run, alternating (the A/B mode above). */
async function compare(a: string, b: string): Promise<void> {
  if (resolve(b) === REPO_ROOT) ensureBuilt();
  const first = await serveBuild(a, PORT + 1);
  const second = await serveBuild(b, PORT + 2).catch(async (error: unknown) => {
    await first.stop();
    throw error;
  });
  const builds = [first, second] as const;
  const loads: number[] = [];
  try {
    const product = `${await productPathAt(builds[1].url)}?lang=en`;
    const cases = ['/?lang=en', product].flatMap((path) => [10, 100].map((connections) => ({ path, connections })));
    for (const build of builds) for (const { path } of cases) await untilRendered(build.url, path);
    const results = cases.map(() => [[], []] as [Result[], Result[]]);
    for (let i = 0; i < RUNS; i += 1) {
      // A then B, then B then A: a host that slows down or speeds up during the run weighs on both alike.
      const order = i % 2 === 0 ? [0, 1] : [1, 0];
      for (const [c, { path, connections }] of cases.entries())
        for (const which of order) {
          loads.push(loadavg()[0]!);
          results[c]![which]!.push(await run({ url: `${builds[which]!.url}${path}`, connections }));
        }
    }
    const med = (list: Result[], f: (r: Result) => number) => median(list.map(f));
    console.log(`\nCached server-rendered pages, A/B (npm run bench:ssr -- A B): median of ${RUNS} runs of ${SECONDS} s`);
    console.log(`A: ${builds[0].label}\nB: ${builds[1].label}`);
    console.log(`load average (1 min) while measuring: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`);
    console.log('| page | connections | req/s A | req/s B | B/A | p99 A | p99 B |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    const rows = cases.map(({ path, connections }, c) => {
      const [ra, rb] = results[c]!;
      const rps = [med(ra, (r) => r.requests.average), med(rb, (r) => r.requests.average)] as const;
      const p99 = [med(ra, (r) => r.latency.p99), med(rb, (r) => r.latency.p99)] as const;
      console.log(
        `| ${path} | ${connections} | ${Math.round(rps[0])} | ${Math.round(rps[1])} | ${(rps[1] / rps[0]).toFixed(2)} | ` +
          `${p99[0]} ms | ${p99[1]} ms |`,
      );
      return {
        path,
        connections,
        a: ra.map((r) => row('A', path, connections, r)),
        b: rb.map((r) => row('B', path, connections, r)),
      };
    });
    writeRaw('ssr-ab', { seconds: SECONDS, runs: RUNS, a: builds[0].label, b: builds[1].label, loads, rows });
  } finally {
    for (const build of builds) await build.stop();
  }
}

if (process.argv[2] === '--apart') {
  run(randomLoad(JSON.parse(process.argv[3]!) as RandomLoad))
    .then((result) => process.stdout.write(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
} else {
  // Positional (npm would take `--a` for one of its own settings): A, then B.
  const {
    positionals: [a, b],
  } = parseArgs({ allowPositionals: true });
  (a ? compare(a, b ?? REPO_ROOT) : main()).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
