import { rmSync } from 'node:fs';
import net from 'node:net';
import { drainAndClose } from '../src/lib/shutdown';
import { buildTestApp, type TestApp, describeWith } from './helpers';
import { LogLines } from './log-lines';

/** Prometheus text format: `# HELP`/`# TYPE` lines and `name{label="value",…} number` samples, nothing else. */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  const sample =
    /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|Nan|\+Inf|-Inf)$/;
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) /.test(line)) continue;
    const match = sample.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    samples.set(`${match[1]}${match[2] ?? ''}`, Number(match[3]));
  }
  return samples;
}

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe('health, readiness, metrics and request logs', () => {
  let t: TestApp;
  const log = new LogLines();

  beforeAll(async () => {
    t = await buildTestApp({
      env: { METRICS_TOKEN, LOG_LEVEL: 'info' },
      logStream: log,
      beforeReady: (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error('boom');
        });
        app.get('/api/test/log-headers', async (request) => {
          request.log.info({ req: { headers: request.headers }, password: 'hunter2-password' }, 'headers seen');
          return { success: true, message: 'OK', data: null };
        });
      },
    });
  });
  afterAll(() => t.close());

  test('/healthz and /readyz answer 200 with nothing but ok/off per dependency', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect([health.statusCode, health.json()]).toEqual([200, { success: true, message: 'OK', data: { status: 'alive' } }]);
    const ready = await t.app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { success: true, message: 'Ready', data: { database: 'ok', redis: 'off', storage: 'ok' } },
    ]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  test('/metrics asks for its Bearer token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect([wrong.statusCode, wrong.headers['www-authenticate']]).toEqual([401, 'Bearer']);
  });

  test('/metrics parses as Prometheus text and its counters move with requests, by route pattern', async () => {
    const scrape = async () => {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return parsePrometheus(res.body);
    };
    const languages = 'vitrin_http_requests_total{method="GET",route="/api/pages/all-languages",status="200"}';
    const product = 'vitrin_http_requests_total{method="GET",route="/api/admin/products/:id",status="401"}';
    const boom = 'vitrin_http_server_errors_total{method="GET",route="/api/test/boom"}';
    const listHit = 'vitrin_list_cache_lookups_total{result="hit"}';
    const before = await scrape();

    for (let i = 0; i < 3; i += 1) await t.app.inject({ url: '/api/pages/all-languages' });
    await t.app.inject({ url: '/api/admin/products/12345' });
    await t.app.inject({ url: '/api/admin/products/777' });
    expect((await t.app.inject({ url: '/api/test/boom' })).statusCode).toBe(500);
    await t.app.inject({ url: '/api/pages/search-products?search=k%C3%B6r%C3%BCk' });
    await t.app.inject({ url: '/api/pages/search-products?search=k%C3%B6r%C3%BCk' });

    const after = await scrape();
    expect((after.get(languages) ?? 0) - (before.get(languages) ?? 0)).toBe(3);
    // The pattern, never the raw URL (whose ids would make a series per product).
    expect((after.get(product) ?? 0) - (before.get(product) ?? 0)).toBe(2);
    expect([...after.keys()].some((key) => key.includes('12345'))).toBe(false);
    expect((after.get(boom) ?? 0) - (before.get(boom) ?? 0)).toBe(1);
    expect(after.get(listHit)).toBeGreaterThan(before.get(listHit) ?? 0);
    expect(
      after.get('vitrin_http_request_duration_seconds_count{method="GET",route="/api/pages/all-languages"}'),
    ).toBeGreaterThanOrEqual(3);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'vitrin_page_renders_in_progress',
      'vitrin_page_cache_lookups_total{result="miss"}',
    ]) {
      expect([name, after.has(name)]).toEqual([name, true]);
    }
  });

  test('one log line per request (method, route, status, time, request id); an id from a proxy is kept and echoed', async () => {
    log.lines.length = 0;
    const res = await t.app.inject({ url: '/api/pages/all-languages', headers: { 'x-request-id': 'lb-7f3a2c' } });
    expect(res.headers['x-request-id']).toBe('lb-7f3a2c');
    const lines = log.lines.filter((line) => line.reqId === 'lb-7f3a2c');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', route: '/api/pages/all-languages', status: 200 });
    expect(typeof lines[0]!.ms).toBe('number');

    // An id that is not a plain token is replaced by a fresh one.
    const odd = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b\u00e7<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Polled paths are logged at debug, below the default level.
    expect(log.lines.some((line) => line.route === '/healthz')).toBe(false);
  });

  test('secrets, tokens and cookies never reach the log', async () => {
    await t.app.inject({
      url: '/api/test/log-headers',
      headers: { authorization: 'Bearer secret-bearer-value', cookie: 'vitrin_csrf=secret-cookie-value' },
    });
    expect(log.text).toContain('headers seen');
    for (const secret of ['secret-bearer-value', 'secret-cookie-value', 'hunter2-password']) {
      expect(log.text).not.toContain(secret);
    }
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  test('answers 404, as any unknown path', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/vitrin_|nodejs_/);
    } finally {
      await t.close();
    }
  });
});

describe('draining on SIGTERM (lib/shutdown.ts, as server.ts calls it)', () => {
  test('/readyz turns 503 at once, requests are served through the delay, the in-flight one finishes', async () => {
    let release: () => void = () => undefined;
    let started!: () => void;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    const t = await buildTestApp({
      env: { SHUTDOWN_DELAY_SECONDS: '1' },
      beforeReady: (app) => {
        app.get('/api/test/slow', async () => {
          started();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { success: true, message: 'OK', data: 'finished' };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    try {
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const slow = fetch(`${base}/api/test/slow`);
      await slowStarted;

      const closed = drainAndClose(t.app, t.config.shutdownDelayMs);
      const ready = await fetch(`${base}/readyz`);
      expect([ready.status, ((await ready.json()) as { message: string }).message]).toEqual([503, 'Draining']);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/api/pages/all-languages`)).status).toBe(200);

      release();
      const answer = await slow;
      expect([answer.status, ((await answer.json()) as { data: string }).data]).toEqual([200, 'finished']);
      await closed;
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});

/**
 * A TCP relay to PostgreSQL on a port of its own that can be cut (every connection dropped, the port closed: a
 * new connection is refused, as to a server that is down) and restored (listening on the same port again).
 */
async function cuttableRelay(target: URL): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: () => listen(port),
  };
}

describeWith(['postgres'], '/readyz and an unreachable PostgreSQL', () => {
  test('503 while PostgreSQL is unreachable, 200 once it is back; /healthz stays 200 throughout', async () => {
    // A database of its own, reached through a relay the test can cut.
    const seed = await buildTestApp({ engine: 'postgres' });
    await seed.close(true);
    const real = new URL(seed.databaseUrl!);
    const relay = await cuttableRelay(real);
    const viaRelay = new URL(real.toString());
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const t = await buildTestApp({ engine: 'postgres', databaseUrl: viaRelay.toString(), dataDir: seed.dataDir });
    try {
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await relay.cut();
      const down = await t.app.inject({ url: '/readyz' });
      expect([down.statusCode, down.json().data.database]).toEqual([503, 'down']);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      await relay.restore();
      const up = await t.app.inject({ url: '/readyz' });
      expect([up.statusCode, up.json().data]).toEqual([200, { database: 'ok', redis: 'off', storage: 'ok' }]);
    } finally {
      await t.close();
      // The relay listens again after its restore: closed here, or the Jest worker keeps a server open at its end.
      await relay.cut();
      rmSync(seed.distRoot, { recursive: true, force: true });
    }
  });
});
