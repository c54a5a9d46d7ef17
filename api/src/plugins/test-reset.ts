/**
 * The browser tests' data reset (docs/testing.md, "One server per worker, reset per file"), on only with
 * TEST_RESET=true: the browser tests start each server once and bring it back to its first state before each
 * test file, instead of starting a server per file. Never set in production — it wipes the site's data on request.
 *
 * When the app is ready (the first start's seeding done), the SQLite database is copied with `VACUUM INTO` and the
 * uploaded files with it into DATA_DIR/test-snapshot. `POST /__test/reset`, from the loopback address only, puts
 * back every table's rows and the files in one step, then forgets what the process keeps in memory about them:
 * the caches (their versions are raised, never set back), the login and reset throttles, the release addresses.
 * SQLite on a local disk, one process: config.ts refuses TEST_RESET with PostgreSQL, S3 or Redis.
 */
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { forgetMemoryFailures } from '../modules/auth/throttle';
import { bumpCatalogueVersion } from '../modules/products/list-cache';
import { bumpContentVersion } from '../modules/site/content-version';

export const TEST_RESET_PATH = '/__test/reset';

/** Tables whose rows are not data: the migrator's own, and those SQLite keeps for a full-text index (rebuilt). */
const isDerived = (name: string, virtual: readonly string[]) =>
  name.startsWith('kysely_') || virtual.some((table) => name === table || name.startsWith(`${table}_`));

export default fp(
  async (app) => {
    const folder = path.join(app.config.dataDir, 'test-snapshot');
    const snapshotDb = path.join(folder, 'vitrin.sqlite');
    const snapshotFiles = path.join(folder, 'uploads');

    app.addHook('onReady', async () => {
      await rm(folder, { recursive: true, force: true });
      await mkdir(folder, { recursive: true });
      await sql`vacuum into ${snapshotDb}`.execute(app.db);
      await cp(app.config.uploadsDir, snapshotFiles, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    });

    app.post(TEST_RESET_PATH, { schema: { hide: true } }, async (request, reply) => {
      const from = request.socket.remoteAddress ?? '';
      if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(from)) return reply.code(404).send();
      const started = Date.now();
      const db = app.db;
      const before = await db.selectFrom('content_state').select('version').executeTakeFirst();
      const catalogueBefore = await db.selectFrom('catalogue_state').select('version').executeTakeFirst();

      await sql`pragma foreign_keys = off`.execute(db);
      await sql`attach database ${snapshotDb} as snapshot`.execute(db);
      try {
        const tables = await sql<{ name: string; sql: string | null }>`
          select name, sql from snapshot.sqlite_master where type = 'table' order by name`.execute(db);
        const virtual = tables.rows.filter((t) => /^create virtual table/i.test(t.sql ?? '')).map((t) => t.name);
        await db.transaction().execute(async (trx) => {
          for (const { name } of tables.rows) {
            if (isDerived(name, virtual)) continue;
            await sql`delete from main.${sql.id(name)}`.execute(trx);
            await sql`insert into main.${sql.id(name)} select * from snapshot.${sql.id(name)}`.execute(trx);
          }
          for (const name of virtual) await sql`insert into ${sql.id(name)}(${sql.id(name)}) values ('rebuild')`.execute(trx);
          // Versions only go up: a page cached before the reset must never match again.
          await trx
            .updateTable('content_state')
            .set({ version: Number(before?.version ?? 0) })
            .execute();
          await trx
            .updateTable('catalogue_state')
            .set({ version: Number(catalogueBefore?.version ?? 0) })
            .execute();
          await bumpCatalogueVersion(trx);
        });
      } finally {
        await sql`detach database snapshot`.execute(db);
        await sql`pragma foreign_keys = on`.execute(db);
      }
      await bumpContentVersion(db);

      await rm(app.config.uploadsDir, { recursive: true, force: true });
      await cp(snapshotFiles, app.config.uploadsDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      forgetMemoryFailures(app.config);
      await app.releases.refresh();
      return { success: true, message: 'reset', data: { ms: Date.now() - started } };
    });
  },
  { name: 'test-reset', dependencies: ['db'] },
);
