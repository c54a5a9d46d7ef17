import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/connection';
import { KNOWN_MIGRATIONS, migrateDown, migrateToLatest, migrationStatus } from '../src/db/migrate';
import { buildTestApp } from './helpers';

describe('migrations on demand (npm run db:migrate, db:status, db:migrate:down; MIGRATE_ON_START)', () => {
  test('with MIGRATE_ON_START=false a start on a schema that is behind fails; after db:migrate it starts', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-migrate-'));
    try {
      await expect(buildTestApp({ dataDir, env: { MIGRATE_ON_START: 'false' } })).rejects.toThrow(
        /schema is behind \(pending: 20251122100000_initial.*npm run db:migrate/,
      );

      // What `npm run db:migrate` does (api/src/cli.ts), on the settings of that install.
      const db = createDb(loadConfig({ DATA_DIR: dataDir, COOKIE_SECRET: 'x'.repeat(40) }).database);
      try {
        expect((await migrationStatus(db)).every((m) => m.executedAt === null)).toBe(true);
        expect((await migrateToLatest(db))?.map((r) => r.migrationName)).toEqual([...KNOWN_MIGRATIONS]);
        expect((await migrateToLatest(db)) ?? []).toEqual([]);
        // db:migrate:down undoes the latest one, and db:status says so.
        expect((await migrateDown(db))?.map((r) => r.migrationName)).toEqual([KNOWN_MIGRATIONS.at(-1)]);
        const status = await migrationStatus(db);
        expect(status.filter((m) => m.executedAt === null).map((m) => m.name)).toEqual([KNOWN_MIGRATIONS.at(-1)]);
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }

      const t = await buildTestApp({ dataDir, env: { MIGRATE_ON_START: 'false' } });
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await t.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
