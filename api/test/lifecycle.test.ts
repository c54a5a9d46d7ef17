import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { buildTestApp, insertOffer, type TestApp, describeWith, until } from './helpers';

describe('a listening server', () => {
  let t: TestApp;
  let base: string;
  let releaseSlow: () => void = () => undefined;
  /** The paths whose requests' heads have reached the server (Node's 'request' event, before any routing). */
  const arrived = new Set<string>();
  let slowStarted = false;

  beforeAll(async () => {
    t = await buildTestApp({
      beforeReady: (app) => {
        app.get('/api/test/slow', async () => {
          slowStarted = true;
          await new Promise<void>((resolve) => {
            releaseSlow = resolve;
          });
          return { success: true, message: 'OK', data: 'finished' };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.app.server.on('request', (request: { url?: string }) => void arrived.add(request.url ?? ''));
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t.close());

  test('a method override sent as a real multipart POST reaches its PUT', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: t.csrf.cookie, 'x-csrf-token': t.csrf.token },
      body: JSON.stringify({ email: 'admin@vitrin.test', password: 'Admin-Pass-123' }),
    });
    const { token } = (await login.json()) as { token: string };
    const id = await insertOffer(t.app);
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('id', String(id));
    const res = await fetch(`${base}/api/admin/offer/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, cookie: t.csrf.cookie, 'x-csrf-token': t.csrf.token },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { id: number; check: number } }).data).toMatchObject({ id, check: 1 });
  });

  test('closing lets the in-flight request finish, then stops listening and closes the database', async () => {
    // An update whose body is still arriving when close() begins: it began before, so it finishes.
    const bearer = await t.login();
    const boundary = 'vitrin-boundary';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.from(`${field('abbr', 'tr')}${field('note', 'x'.repeat(200_000))}--${boundary}--\r\n`);
    const address = t.app.server.address() as { port: number };
    arrived.clear();
    const socket = net.connect(address.port, '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
    });
    socket.write(
      [
        'PUT /api/admin/languages/active HTTP/1.1',
        'Host: 127.0.0.1',
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${body.length}`,
        `Cookie: ${t.csrf.cookie}`,
        `X-CSRF-TOKEN: ${t.csrf.token}`,
        `Authorization: Bearer ${bearer}`,
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(body.subarray(0, 1000));
    await until(() => arrived.has('/api/admin/languages/active'), 'the request reaching the server');

    const inFlight = fetch(`${base}/api/test/slow`);
    await until(() => slowStarted, 'the slow request started');
    const closed = t.app.close();
    // Closing has begun: the server takes no new connection.
    await until(() => !t.app.server.listening, 'the server no longer listening');
    socket.write(body.subarray(1000));
    expect(/^HTTP\/1\.1 (\d+)/.exec(await answer)?.[1]).toBe('200');
    releaseSlow();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: string }).data).toBe('finished');
    await closed;
    await expect(fetch(`${base}/api/pages/all-languages`)).rejects.toThrow();
    await expect(t.app.db.selectFrom('languages').select('id').execute()).rejects.toThrow();
  });
});

describe('start-up', () => {
  test('a failing migration stops the start with a message naming it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-data-'));
    // A table the first migration wants to create is already there (and not from a migration).
    const db = new SQLite(path.join(dataDir, 'vitrin.sqlite'));
    db.exec('CREATE TABLE languages (id integer primary key)');
    db.close();
    const app = buildApp(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ADMIN_PASSWORD: 'Admin-Pass-123' }),
    );
    try {
      await expect(app.ready()).rejects.toThrow(/Database migration "20251122100000_initial" failed/);
    } finally {
      await app.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describeWith(['postgres'], 'on PostgreSQL', () => {
  test('a pooled connection the server ends while idle neither stops the process nor the next request', async () => {
    const log: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString('utf8'));
        done();
      },
    });
    const t = await buildTestApp({ engine: 'postgres', env: { LOG_LEVEL: 'warn' }, logStream });
    try {
      expect((await t.app.inject({ url: '/api/pages/all-languages' })).statusCode).toBe(200);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const name = new URL(t.databaseUrl ?? '').pathname.slice(1);
        const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // The pool has heard of it (its idle client's error, logged as a warning) before the next request.
      await until(
        () => log.some((line) => line.includes('idle database connection was closed')),
        "the pool's warning of its closed connection",
      );
      expect((await t.app.inject({ url: '/api/pages/all-languages' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
