/**
 * The operator's commands (docs/deployment.md), reading the same settings as `npm start` (DATA_DIR,
 * DATABASE_URL, S3_*):
 *   npm run db:migrate          migrate to the latest schema (under the start-up lock: safe beside running starts)
 *   npm run db:migrate:down     undo the latest migration
 *   npm run db:status           every migration, executed or pending
 *   npm run backup -- FILE      one archive of the database and the stored files (ops/backup.ts)
 *   npm run restore -- FILE     the install brought to the archive's state
 *   npm run storage:copy        DATA_DIR/uploads copied into the S3_BUCKET bucket (ops/storage-copy.ts)
 *   npm run release:check -- URL  a team's release checked as the site would, its pages rendered once
 *                               (exit 1 with each reason; release-check.ts)
 */
import path from 'node:path';
import { loadConfig } from './config';
import { createDb } from './db/connection';
import { acquireStartupLock, migrateDown, migrateToLatest, migrationStatus } from './db/migrate';
import { backup, restore } from './ops/backup';
import { copyLocalToBucket } from './ops/storage-copy';
import { checkRelease } from './release-check';

const say = (text: string) => process.stderr.write(`${text}\n`);

async function withDb<T>(work: (db: ReturnType<typeof createDb>) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const release = await acquireStartupLock(config.database);
  const db = createDb(config.database);
  try {
    return await work(db);
  } finally {
    await db.destroy();
    await release();
  }
}

function fileArgument(args: string[], command: string): string {
  const file = args[0];
  if (!file) throw new Error(`usage: npm run ${command} -- FILE`);
  // npm runs workspace scripts in the workspace's folder: a relative FILE is taken from where npm was started.
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

const commands: Record<string, (args: string[]) => Promise<void>> = {
  'db:migrate': () =>
    withDb(async (db) => {
      const results = (await migrateToLatest(db)) ?? [];
      for (const r of results) say(`${r.status === 'Success' ? 'migrated' : r.status}: ${r.migrationName}`);
      if (results.length === 0) say('the schema is up to date');
    }),
  'db:migrate:down': () =>
    withDb(async (db) => {
      const results = (await migrateDown(db)) ?? [];
      for (const r of results) say(`${r.status === 'Success' ? 'undone' : r.status}: ${r.migrationName}`);
      if (results.length === 0) say('no migration to undo');
    }),
  'db:status': () =>
    withDb(async (db) => {
      for (const m of await migrationStatus(db)) {
        process.stdout.write(`${m.executedAt ? `executed ${m.executedAt.toISOString()}` : 'pending '.padEnd(32)}  ${m.name}\n`);
      }
    }),
  backup: async (args) => {
    const file = fileArgument(args, 'backup');
    const config = loadConfig();
    const manifest = await backup(config, file, say);
    say(`backup written to ${file} (${Object.keys(manifest.entries).length} entries, signed)`);
    if (!config.backupKey) {
      say(
        'signed with this install\'s COOKIE_SECRET (DATA_DIR/secret when unset): another install restores it only with the same key; set BACKUP_KEY on both (docs/deployment.md, "Backups")',
      );
    }
  },
  restore: async (args) => {
    const file = fileArgument(args, 'restore');
    const schema = await restore(loadConfig(), file, say);
    say(`restored ${file} (${schema.engine}, ${schema.migrations.length} migrations, made ${schema.createdAt})`);
  },
  'storage:copy': async () => {
    const result = await copyLocalToBucket(loadConfig(), process.stderr);
    say(`copied ${result.copied}, already there ${result.skipped}, ${result.bytes} bytes sent; every checksum verified`);
  },
  'release:check': async (args) => {
    const url = args[0];
    if (!url) throw new Error('usage: npm run release:check -- <manifest address>');
    const outcome = await checkRelease(url);
    for (const page of outcome.pages) say(`${page.status} ${page.rendered ? 'rendered' : 'NOT rendered'}  ${page.url}`);
    if (outcome.reasons.length > 0) {
      for (const reason of outcome.reasons) say(`refused: ${reason}`);
      process.exitCode = 1;
      return;
    }
    say(`${outcome.remote} at ${url}: passes the gate, and its pages render on the server with it`);
  },
};

async function main(): Promise<void> {
  const [name = '', ...args] = process.argv.slice(2);
  const command = commands[name];
  if (!command) throw new Error(`unknown command "${name}"; one of: ${Object.keys(commands).join(', ')}`);
  await command(args);
}

main().catch((error: unknown) => {
  say(`\nVitrin: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
