import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { contentVersion } from '../src/modules/site/content-version';
import { catalogueVersion } from '../src/modules/products/list-cache';
import { TEST_RESET_PATH } from '../src/plugins/test-reset';
import { ADMIN_EMAIL, buildTestApp, rowCount, type TestApp } from './helpers';

/**
 * The browser tests' data reset (docs/testing.md, "One server per worker, reset per file"): with TEST_RESET the
 * server puts back the data it started with — every table, the stored files — and forgets the login throttle's
 * counts; the caches' versions only go up. From loopback only, and only on SQLite in one process.
 */
describe('TEST_RESET: the browser tests’ data reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TEST_RESET: 'true' } });
  });
  afterAll(() => t.close());

  const reset = (remoteAddress = '127.0.0.1') => t.app.inject({ method: 'POST', url: TEST_RESET_PATH, remoteAddress });

  test('puts back every row and file, forgets failed logins, and raises the cache versions', async () => {
    const countUsers = async () => (await t.app.db.selectFrom('users').select('id').execute()).length;
    const users = await countUsers();
    const versions = [await contentVersion(t.app.db), await catalogueVersion(t.app.db)];
    await t.app.db
      .insertInto('contact_messages')
      .values({
        company_name: 'Reset',
        name: 'Reset',
        email: 'reset@example.com',
        phone: '1',
        message: 'x',
        section: 'mail',
        check: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.app.db.deleteFrom('users').execute();
    const stray = path.join(t.config.uploadsDir, 'stray.txt');
    writeFileSync(stray, 'left by a test');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: t.headers(),
      payload: { email: ADMIN_EMAIL, password: 'wrong-password' },
    });
    expect(wrong.json()).toMatchObject({ success: false });
    expect((await t.app.loginFailures.addresses.busiest(1)).length).toBe(1);

    const res = await reset();
    expect(res.statusCode).toBe(200);
    expect(await rowCount(t.app, 'contact_messages')).toBe(0);
    expect(await countUsers()).toBe(users);
    expect(existsSync(stray)).toBe(false);
    expect(await t.app.loginFailures.addresses.busiest(1)).toEqual([]);
    expect(await contentVersion(t.app.db)).toBeGreaterThan(versions[0]!);
    expect(await catalogueVersion(t.app.db)).toBeGreaterThan(versions[1]!);
    // The admin signs in again with the first password: the reset users table holds its hash.
    await t.login();
  });

  test('answers 404 to any address but loopback', async () => {
    expect((await reset('192.0.2.1')).statusCode).toBe(404);
  });

  test('is not there without TEST_RESET, and refused with PostgreSQL, S3 or Redis', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'POST', url: TEST_RESET_PATH })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    const base = { DATA_DIR: t.dataDir, TEST_RESET: 'true' };
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://x@127.0.0.1/x' })).toThrow(/TEST_RESET/);
    expect(() => loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/TEST_RESET/);
  });
});
