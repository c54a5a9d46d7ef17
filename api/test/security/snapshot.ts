import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connection';

/**
 * Counts every process adds to on a timer, whatever the requests were (modules/releases/health.ts: pages served per
 * release, flushed every CANARY_FLUSH_SECONDS): never part of a snapshot.
 */
const COUNTERS = ['release_health'];

/**
 * Every table's rows as one fingerprint per table, to prove a refused request changed nothing.
 * `except` leaves tables out (e.g. sessions, which a login in between legitimately adds to).
 */
export async function tableSnapshot(db: Db, except: readonly string[] = []): Promise<Record<string, string>> {
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_') && !except.includes(name) && !COUNTERS.includes(name))
    .sort();
  const out: Record<string, string> = {};
  for (const name of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows;
    const lines = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
    out[name] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return out;
}
