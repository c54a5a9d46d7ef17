import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './database';
import { EmptyListPlugin } from './empty-lists';

export type Db = Kysely<Database>;

const pools = new WeakMap<Db, pg.Pool>();

/** The pg Pool behind a PostgreSQL handle (its connection counts go to /metrics); undefined on SQLite. */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

/**
 * A pg Client that never ends the process with an unheard 'error' event: pg-pool listens to a client only while it
 * sits idle, so a server going away while a client connects or is checked out would otherwise be an uncaught
 * error (a PostgreSQL restart must make /readyz answer 503, not stop the API). The query under way, if any, still
 * fails with the error, and the pool drops the client.
 */
class ResilientClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/**
 * SQLite (a WAL-mode file) by default; PostgreSQL through a pg Pool when DATABASE_URL says so.
 * `onIdleError` hears of a pooled connection the server ended while it sat idle (a restart, a failover):
 * without a listener that event would end the process; the pool simply opens a new connection next time.
 * `options`: the pool's size (PostgreSQL, 10) and how long a write waits for another writer (SQLite, 5 s).
 */
export function createDb(
  config: DatabaseConfig,
  onIdleError: (error: Error) => void = () => undefined,
  options: { poolSize?: number; busyTimeoutMs?: number } = {},
): Db {
  if (config.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: options.poolSize ?? 10, Client: ResilientClient });
    pool.on('error', onIdleError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new EmptyListPlugin()] });
    pools.set(db, pool);
    return db;
  }
  mkdirSync(path.dirname(config.file), { recursive: true });
  const database = new SQLite(config.file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins: [new EmptyListPlugin()] });
}

/** The count(*) of a query as a number (PostgreSQL returns bigint counts as strings). */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value == null ? 0 : Number(value);
}

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` is already one (Kysely has no nested
 * transactions), so a service that needs its writes together also joins an audited write's transaction
 * (docs/architecture.md, "The audit log").
 */
export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
