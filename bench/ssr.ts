/**
 * `npm run bench:ssr`: what a server-rendered page costs to serve. The production build on a fresh SQLite
 * database with the demo content; autocannon on `/` and a product page, at 10 and 100 connections for
 * BENCH_SECONDS (default 10) each, with the page cache on (default) and off (SSR_CACHE_ENTRIES=0): req/s, p50,
 * p99. Then one request at a time with the cache off: the time of a whole render, p50 and p99 of 50.
 */
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server';
import { ensureBuilt, firstProductPath, median, writeRaw } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 4280);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SEQUENTIAL = 50;

interface Row {
  cache: 'on' | 'off';
  path: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function load(base: string, path: string, connections: number): Promise<Omit<Row, 'cache'>> {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections, duration: SECONDS }, (error, result) => {
      if (error) return reject(error);
      resolve({
        path,
        connections,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

async function sequential(base: string, path: string): Promise<{ path: string; p50: number; p99: number }> {
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
      const paths = ['/?lang=en', `${await firstProductPath(server.dataDir)}?lang=en`];
      for (const path of paths) {
        const probe = await (await fetch(`${server.url}${path}`)).text();
        if (!probe.includes('data-server-rendered')) throw new Error(`${path} was not server-rendered: is the build there?`);
        for (const connections of [10, 100]) rows.push({ cache, ...(await load(server.url, path, connections)) });
      }
      if (cache === 'off') renders = await Promise.all(paths.map((path) => sequential(server.url, path)));
    } finally {
      await server.stop();
    }
  }

  console.log(`\nServer-rendered pages under load (npm run bench:ssr): loopback, ${SECONDS} s per row\n`);
  console.log('| page cache | page | connections | req/s | p50 | p99 | non-2xx | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.cache} | ${r.path} | ${r.connections} | ${Math.round(r.requestsPerSecond)} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} | ${r.errors} |`,
    );
  }
  console.log(`\nOne render at a time, cache off (${SEQUENTIAL} requests each):`);
  for (const r of renders) console.log(`  ${r.path}: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`);
  const cached = rows.filter((r) => r.cache === 'on' && r.connections === 100);
  for (const r of cached) {
    const met = r.requestsPerSecond >= 1000 && r.p99 <= 50;
    console.log(`${r.path} cached at 100 connections: aim ≥ 1,000 req/s with p99 ≤ 50 ms: ${met ? 'met' : 'missed'}`);
  }
  writeRaw('ssr', { seconds: SECONDS, rows, renders });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
