/** Read-only access to the worker's server's SQLite database: what a public form really stored. */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { workerServer } from './server';

export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const { dataDir } = workerServer(test.info().parallelIndex);
  const db = new Database(join(dataDir, 'vitrin.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
