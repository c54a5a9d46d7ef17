import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config';
import { createDb, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens the database, migrates it to the latest schema (failing start-up if that fails), closes it on close. */
export default fp<{ database: DatabaseConfig }>(
  async (app, { database }) => {
    const db = createDb(database, (error) =>
      app.log.warn({ err: error }, 'an idle database connection was closed by the server'),
    );
    try {
      const results = await migrateToLatest(db);
      for (const r of results ?? []) app.log.info({ migration: r.migrationName, status: r.status }, 'migration');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
