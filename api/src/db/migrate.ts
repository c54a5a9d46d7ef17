import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { migrations } from './migrations/index';

const migrator = (db: Kysely<any>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

function failed(error: unknown, results: MigrationResultSet['results']): Error {
  const name = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`Database migration "${name}" failed: ${reason}`, { cause: error });
}

/** Brings the schema to the latest migration; throws (failing start-up) when any migration fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet['results']> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw failed(error, results);
  return results;
}

/** Undoes the latest executed migration (`npm run db:migrate:down`); none executed: nothing happens. */
export async function migrateDown(db: Kysely<any>): Promise<MigrationResultSet['results']> {
  const { error, results } = await migrator(db).migrateDown();
  if (error) throw failed(error, results);
  return results;
}

export interface MigrationState {
  name: string;
  /** null: pending. */
  executedAt: Date | null;
}

/** Every migration this code knows, executed or pending, in order (`npm run db:status`). */
export async function migrationStatus(db: Kysely<any>): Promise<MigrationState[]> {
  const known = await migrator(db).getMigrations();
  return known.map((m) => ({ name: m.name, executedAt: m.executedAt ?? null }));
}

/** The names of the migrations this code knows, in order: the newest is the schema version a backup records. */
export const KNOWN_MIGRATIONS: readonly string[] = Object.keys(migrations).sort();

/**
 * Holds the start-up lock until the returned function is called: while one process migrates and seeds, another
 * starting at the same moment waits here, then finds nothing left to do (docs/deployment.md, "Migrations").
 * PostgreSQL: a session advisory lock on a connection of its own (a crash ends the session and frees it). SQLite
 * is one file on one machine, served by one process: nothing to lock.
 */
export async function acquireStartupLock(database: DatabaseConfig): Promise<() => Promise<void>> {
  if (database.engine !== 'postgres') return async () => undefined;
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await client.end().catch(() => undefined);
  };
}

/** The advisory lock's key (a bigint): a number no other application on the server is likely to pick. */
const STARTUP_LOCK_KEY = '7669747269';
