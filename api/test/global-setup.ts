/**
 * Once per Jest run, before any API test file (jest.config.cjs, the api project's globalSetup). The test files see
 * what it sets in the environment (their workers start after this and inherit it).
 *
 * - The catalogue import's worker thread is bundled once (`node build.mjs --import-worker-only`) and named in
 *   IMPORT_WORKER_BUNDLE, so each import's thread loads one file instead of compiling the sources with tsx (1.5–4 s
 *   a thread; docs/testing.md, "Jest"). global-teardown.ts removes it.
 * - With PostgreSQL (TEST_DATABASE_URL) a template database is migrated, and each test's database is made from it
 *   (`createPostgresDatabase` in helpers.ts: CREATE DATABASE … TEMPLATE, a file copy on the server) instead of
 *   running every migration again per app: about 1.5 s of each PostgreSQL app's start. Its name is in
 *   TEST_PG_TEMPLATE.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { createDb } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';

/** Where this run's worker bundle goes: inside the repository, so its dependencies resolve from node_modules. */
export const workerBundleDir = (run: string) => path.join(__dirname, '..', '.tmp', `jest-${run}`);

export default async function globalSetup(): Promise<void> {
  const run = randomBytes(6).toString('hex');
  const dir = workerBundleDir(run);
  execFileSync(process.execPath, [path.join(__dirname, '..', 'build.mjs'), '--import-worker-only', dir], { stdio: 'ignore' });
  process.env.IMPORT_WORKER_BUNDLE = path.join(dir, 'import-worker.js');
  process.env.IMPORT_WORKER_RUN = run;

  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const name = `vitrin_tpl_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = createDb({ engine: 'postgres', url: url.toString() });
  try {
    await migrateToLatest(db);
  } finally {
    // No session may stay on a template while databases are copied from it.
    await db.destroy();
  }
  process.env.TEST_PG_TEMPLATE = name;
}
