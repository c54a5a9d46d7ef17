import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config';
import { createDb, type Db } from '../db/connection';
import { acquireStartupLock, migrateToLatest, migrationStatus } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Opens the database and, under the start-up lock (db/migrate.ts), migrates it to the latest schema — or with
 * MIGRATE_ON_START=false checks that `npm run db:migrate` did — failing start-up if that fails. The lock is held
 * through the first-start seeding (bootstrap.ts) and let go once the app is ready. Closes the database on close.
 */
export default fp<{ database: DatabaseConfig }>(
  async (app, { database }) => {
    const db = createDb(database, (error) =>
      app.log.warn({ err: error }, 'an idle database connection was closed by the server'),
    );
    let release: (() => Promise<void>) | null = null;
    try {
      release = await acquireStartupLock(database);
      if (app.config.migrateOnStart) {
        const results = await migrateToLatest(db);
        for (const r of results ?? []) app.log.info({ migration: r.migrationName, status: r.status }, 'migration');
      } else {
        const pending = (await migrationStatus(db)).filter((m) => m.executedAt === null).map((m) => m.name);
        if (pending.length > 0) {
          throw new Error(
            `the database schema is behind (pending: ${pending.join(', ')}); run \`npm run db:migrate\` or set MIGRATE_ON_START=true`,
          );
        }
      }
    } catch (error) {
      await release?.();
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onReady', async () => void (await release?.()));
    app.addHook('onClose', async () => {
      await release?.();
      await db.destroy();
    });
  },
  { name: 'db' },
);
