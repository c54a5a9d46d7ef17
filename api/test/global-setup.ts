/**
 * Once per Jest run, before any API test file (jest.config.cjs, the api project's globalSetup): with PostgreSQL
 * (TEST_DATABASE_URL) a template database is migrated, and each test's database is made from it
 * (`createPostgresDatabase` in helpers.ts: CREATE DATABASE … TEMPLATE, a file copy on the server) instead of
 * running every migration again per app: about 1.5 s of each PostgreSQL app's start (docs/testing.md, "Jest").
 * The test files see its name in TEST_PG_TEMPLATE (their workers start after this and inherit the environment).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';

export default async function globalSetup(): Promise<void> {
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
