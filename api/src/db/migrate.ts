import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from './migrations/index';

/** Brings the schema to the latest migration; throws (failing start-up) when any migration fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet['results']> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration "${failed}" failed: ${reason}`, { cause: error });
  }
  return results;
}
