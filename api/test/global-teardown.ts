/** After the Jest run: the PostgreSQL template of global-setup.ts is dropped. */
import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
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
