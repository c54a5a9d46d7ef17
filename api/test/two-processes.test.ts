import { existsSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Redis from 'ioredis';
import sharp from 'sharp';
import { KNOWN_MIGRATIONS } from '../src/db/migrate';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  buildTestApp,
  createPostgresDatabase,
  makeDistRootWithServer,
  type TestApp,
  describeWith,
} from './helpers';
import { LogLines } from './log-lines';
import { startS3, type TestS3 } from './s3-server';

/**
 * Two API processes on one PostgreSQL, one Redis and one S3-compatible server (docs/deployment.md, "More than one
 * machine"), each listening on its own port, every request a real HTTP request, alternating between them.
 * Runs when TEST_DATABASE_URL and TEST_REDIS_URL answer (.ci/run sets both).
 */

/**
 * A stand-in shell server build (as in ssr.test.ts): a product page renders the product's English name, read
 * through the API in the rendering process, and counts its renders (a cached page repeats the count).
 */
const FAKE_SHELL_SERVER = `
let renders = 0;
exports.render = async ({ url, lang, transport }) => {
  renders += 1;
  const seo = /^\\/product\\/([^?]+)/.exec(url);
  if (!seo) return { html: '<main data-render="' + renders + '"></main>', status: 200, state: {} };
  const answer = await transport.request({ url: '/api/pages/product/' + seo[1], method: 'GET', params: { lang } });
  if (answer.status !== 200) return { html: '<main data-render="' + renders + '"></main>', status: 404, state: {} };
  return { html: '<main data-render="' + renders + '">' + answer.data.data.name_en + '</main>', status: 200, state: {} };
};
`;

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';

describeWith(['postgres', 'redis'], 'two API processes behind one load balancer', () => {
  const prefix = `vitrin-test-two-${process.pid}-${Date.now()}:`;
  const logs = { a: new LogLines(), b: new LogLines() };
  let s3: TestS3;
  let a: TestApp;
  let b: TestApp;
  let A: string;
  let B: string;

  const listen = async (t: TestApp) => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    const distRoot = makeDistRootWithServer(FAKE_SHELL_SERVER);
    s3 = await startS3();
    // An empty schema: the two starts race to migrate it.
    const databaseUrl = await createPostgresDatabase({ empty: true });
    const env = {
      ...s3.env(await s3.bucket()),
      REDIS_URL: REDIS_URL!,
      REDIS_KEY_PREFIX: prefix,
      LOG_LEVEL: 'info',
      LOGIN_SLOWDOWN_MAX_MS: '0',
    };
    // Both start at the same moment on an empty database, each with the demo content asked for.
    [a, b] = await Promise.all([
      buildTestApp({ engine: 'postgres', databaseUrl, demo: true, env, logStream: logs.a, distRoot }),
      buildTestApp({ engine: 'postgres', databaseUrl, demo: true, env, logStream: logs.b, distRoot }),
    ]);
    [A, B] = await Promise.all([listen(a), listen(b)]);
  }, 120_000);

  afterAll(async () => {
    await a.app.close();
    await b.close();
    rmDirs(a);
    const redis = new Redis(REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await s3.close();
  });

  const rmDirs = (t: TestApp) => {
    for (const dir of [t.dataDir, t.distRoot]) rmSync(dir, { recursive: true, force: true });
  };

  const headers = (t: TestApp, bearer?: string) => t.headers(bearer);
  const login = async (base: string, t: TestApp, password = ADMIN_PASSWORD) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { ...headers(t), 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password }),
    });
    return { status: res.status, body: (await res.json()) as { success: boolean; token?: string } };
  };

  test('starting at the same moment, they ran each migration once and seeded the demo content once', async () => {
    const migrated = [...logs.a.lines, ...logs.b.lines].filter((line) => line.msg === 'migration');
    expect(migrated.map((line) => line.migration).sort()).toEqual([...KNOWN_MIGRATIONS]);
    expect(migrated.every((line) => line.status === 'Success')).toBe(true);
    const seeded = [...logs.a.lines, ...logs.b.lines].filter((line) => line.msg === 'database seeded' && line.demo);
    expect(seeded).toHaveLength(1);
    const products = await a.app.db.selectFrom('products').select('code').execute();
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
  });

  test('nothing stored goes to DATA_DIR: demo pictures, brand files and uploads are in the bucket', async () => {
    for (const t of [a, b]) {
      const uploads = path.join(t.dataDir, 'uploads');
      expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
    }
    const keys: string[] = [];
    for await (const item of a.app.storage.list()) keys.push(item.key);
    expect(keys).toEqual(expect.arrayContaining(['brand/logo.svg', 'brand/favicon.svg']));
    expect(keys.filter((key) => key.startsWith('demo/')).length).toBeGreaterThan(20);
    const logo = await fetch(`${B}/uploads/brand/logo.svg`);
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await logo.text()).toContain('<svg');
  });

  test('a picture uploaded through A is served by B, byte for byte, variants included', async () => {
    const { token } = (await login(A, a)).body;
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0b3d6b' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bellows.png');
    const uploaded = await fetch(`${A}/api/admin/uploads/image`, { method: 'POST', headers: headers(a, token), body: form });
    expect(uploaded.status).toBe(200);
    const { asset } = ((await uploaded.json()) as { data: { asset: { url: string; variants: { url: string }[] } } }).data;
    const original = await fetch(`${B}${asset.url}`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
    for (const variant of asset.variants) {
      const res = await fetch(`${B}${variant.url}`);
      expect([variant.url, res.status, res.headers.get('content-type')]).toEqual([variant.url, 200, 'image/webp']);
    }
    // A range, as a browser resuming a download asks.
    const part = await fetch(`${B}${asset.url}`, { headers: { range: 'bytes=0-7' } });
    expect([part.status, Buffer.from(await part.arrayBuffer()).equals(png.subarray(0, 8))]).toEqual([206, true]);
  });

  test('a token issued by A and revoked through B is refused by A', async () => {
    const { token } = (await login(A, a)).body;
    expect((await fetch(`${A}/api/admin/status`, { headers: headers(a, token) })).status).toBe(200);
    expect((await fetch(`${B}/api/admin/logout`, { headers: headers(b, token) })).status).toBe(200);
    expect((await fetch(`${A}/api/admin/status`, { headers: headers(a, token) })).status).toBe(401);
  });

  test('a product edited through A shows through B: at once in lists, within a second in rendered pages', async () => {
    const listed = async (base: string) => {
      const res = await fetch(`${base}/api/pages/search-products?search=VT%204881%20NP01`);
      return ((await res.json()) as { data: { data: { code: string; name_en: string }[] } }).data.data;
    };
    const page = async (base: string, seo: string) => {
      const res = await fetch(`${base}/product/${seo}`);
      const html = await res.text();
      return {
        status: res.status,
        main: /<main[^>]*>([^<]*)<\/main>/.exec(html)?.[1],
        renders: /data-render="(\d+)"/.exec(html)?.[1],
      };
    };
    const victim = await a.app.db
      .selectFrom('products')
      .select(['id', 'code', 'seo_name', 'section', 'category_id'])
      .where('code', '=', 'VT 4881 NP01')
      .executeTakeFirstOrThrow();

    // B has the list and the page cached (the second page answer is the same render).
    expect((await listed(B)).map((p) => p.code)).toContain(victim.code);
    expect(await listed(B)).toEqual(await listed(B));
    // The writes of the tests before may still be reaching B, which checks the content version once a second:
    // the page is taken as cached once the same render comes back after more than that second.
    let first = await page(B, victim.seo_name);
    for (let tries = 0; tries < 3; tries++) {
      await new Promise((r) => setTimeout(r, 1200));
      const again = await page(B, victim.seo_name);
      if (again.renders === first.renders) break;
      first = again;
    }
    expect(first).toMatchObject({ status: 200, main: 'Rolling lobe air spring, rear axle' });
    expect((await page(B, victim.seo_name)).renders).toBe(first.renders);

    const { token } = (await login(A, a)).body;
    const edited = await fetch(`${A}/api/admin/products/${victim.id}`, {
      method: 'PUT',
      headers: { ...headers(a, token), 'content-type': 'application/json' },
      body: JSON.stringify({
        section: victim.section,
        category_id: victim.category_id,
        code: victim.code,
        name_en: 'Renamed through A',
        name_tr: 'A üzerinden yeniden adlandırıldı',
        transporter_types: ['bus'],
        is_active: true,
      }),
    });
    expect(edited.status).toBe(200);
    expect((await listed(B)).find((p) => p.code === victim.code)?.name_en).toBe('Renamed through A');
    // B's cached page reads no database per visitor: it checks the content version once a second
    // (CONTENT_VERSION_CHECK_MS), so the change shows there within that time.
    const seen = async (check: () => Promise<boolean>) => {
      for (let waited = 0; waited < 1500 && !(await check()); waited += 100) await new Promise((r) => setTimeout(r, 100));
      return check();
    };
    expect(await seen(async () => (await page(B, victim.seo_name)).main === 'Renamed through A')).toBe(true);

    const removed = await fetch(`${A}/api/admin/products/${victim.id}`, { method: 'DELETE', headers: headers(a, token) });
    expect(removed.status).toBe(200);
    expect((await listed(B)).map((p) => p.code)).not.toContain(victim.code);
    expect(await seen(async () => (await page(B, victim.seo_name)).status === 404)).toBe(true);
  });

  test('the login throttle counts failures seen by either process', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login(A, a, 'wrong-password')).body.success).toBe(false);
      expect((await login(B, b, 'wrong-password')).body.success).toBe(false);
    }
    expect((await login(A, a)).status).toBe(429);
    expect((await login(B, b)).status).toBe(429);
  });
});
