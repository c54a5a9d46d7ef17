/** The PostgreSQL server the API benchmarks use, and a fresh database of their own on it, dropped afterwards. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_BASE = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';

/** A new empty database named `<prefix>_<random>`; null (said in a line) when no server answers. */
export async function createPgDatabase(prefix: string): Promise<string | null> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
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
  return url.toString();
}

export async function dropPgDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
}
