/** Read-only access to the shared test server's SQLite database: what a public form really stored. */
import Database from 'better-sqlite3';
import { join } from 'node:path';

export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup starts the server and sets it');
  const db = new Database(join(dataDir, 'vitrin.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
