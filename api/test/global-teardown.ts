/** After the Jest run: the import worker's bundle and the PostgreSQL template of global-setup.ts go. */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { workerBundleDir } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const run = process.env.IMPORT_WORKER_RUN;
  if (run) rmSync(workerBundleDir(run), { recursive: true, force: true });
  const base = process.env.TEST_DATABASE_URL;
  const name = process.env.TEST_PG_TEMPLATE;
  if (!base || !name) return;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
