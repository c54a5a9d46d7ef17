/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (docs/deployment.md, "Backups"). One tar archive:
 *   schema.json            what wrote it: engine, the migrations its schema holds, versions (read first on restore)
 *   database/vitrin.sqlite  SQLite through its online backup API (safe while the site serves)
 *   database/postgres.dump  or PostgreSQL through pg_dump (custom format; one consistent snapshot)
 *   files/<key>            every stored file, from the disk or the bucket, streamed
 *   manifest.json          the sha256 and size of every entry above (last: it is known once they are written)
 *   manifest.sig           HMAC-SHA256 of manifest.json's bytes with the backup key (BACKUP_KEY, else COOKIE_SECRET)
 * A restore reads the archive twice: first to check it whole (the signature, then every checksum and the schema not
 * newer than this code), then to replace the database and the stored files of the install the settings name, a fresh
 * one included. Checksums alone catch damage; the signature catches an archive edited together with its checksums
 * (docs/deployment.md, "Backups"; docs/decisions.md, "Running past one machine").
 */
import { execFile } from 'node:child_process';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { extract, pack } from 'tar-stream';
import type { AppConfig } from '../config';
import { createDb } from '../db/connection';
import { KNOWN_MIGRATIONS, migrationStatus } from '../db/migrate';
import { createStorage } from '../lib/storage';

const run = promisify(execFile);

export interface SchemaInfo {
  format: 1;
  engine: 'sqlite' | 'postgres';
  /** The migrations the backed-up schema holds, in order. */
  migrations: string[];
  createdAt: string;
  node: string;
  /** pg_dump's version line (PostgreSQL only). */
  pgDump?: string;
}

export interface Manifest {
  entries: Record<string, { size: number; sha256: string }>;
}

export type Progress = (message: string) => void;

const DB_ENTRY = { sqlite: 'database/vitrin.sqlite', postgres: 'database/postgres.dump' } as const;

/** The key backups are signed and checked with: BACKUP_KEY, else the install's cookie secret. */
export const backupKeyOf = (config: Pick<AppConfig, 'backupKey' | 'cookieSecret'>): string =>
  config.backupKey ?? config.cookieSecret;

/** What manifest.sig holds: the MAC of manifest.json's bytes, and which key made it (a fingerprint, not the key). */
export interface Signature {
  alg: 'HMAC-SHA256';
  key: string;
  mac: string;
}

const fingerprint = (key: string) => createHash('sha256').update(`vitrin-backup-key:${key}`).digest('hex').slice(0, 12);

export function signManifest(manifest: Buffer, key: string): Signature {
  return { alg: 'HMAC-SHA256', key: fingerprint(key), mac: createHmac('sha256', key).update(manifest).digest('hex') };
}

/** Throws unless `signature` is `manifest`'s, made with `key`. */
function checkSignature(manifest: Buffer, signature: Signature | null, key: string): void {
  if (!signature) {
    throw new Error('the archive is not signed (manifest.sig is missing): it was not written by `npm run backup`, or was edited');
  }
  const expected = Buffer.from(signManifest(manifest, key).mac, 'hex');
  const got = Buffer.from(String(signature.mac), 'hex');
  if (got.length === expected.length && timingSafeEqual(got, expected)) return;
  if (signature.key !== fingerprint(key)) {
    throw new Error(
      `the archive was signed with another key (${signature.key}; this install's is ${fingerprint(key)}): set BACKUP_KEY to the key of the install that wrote it`,
    );
  }
  throw new Error('the archive was edited: its manifest does not match its signature');
}

/** Hashes what streams through it. */
function hashing(): { through: PassThrough; digest: () => string } {
  const hash = createHash('sha256');
  const through = new PassThrough();
  through.on('data', (chunk: Buffer) => hash.update(chunk));
  return { through, digest: () => hash.digest('hex') };
}

async function dumpDatabase(config: AppConfig, dir: string): Promise<{ file: string; pgDump?: string }> {
  const file = path.join(dir, 'database');
  if (config.database.engine === 'sqlite') {
    const database = new SQLite(config.database.file, { fileMustExist: true });
    try {
      await database.backup(file);
    } finally {
      database.close();
    }
    return { file };
  }
  const { stdout } = await run('pg_dump', ['--version']);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, config.database.url]);
  return { file, pgDump: stdout.trim() };
}

/** Writes the backup of the install `config` names to `target`. */
export async function backup(config: AppConfig, target: string, progress: Progress = () => undefined): Promise<Manifest> {
  const key = backupKeyOf(config);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrin-backup-'));
  const storage = createStorage(config.storage);
  const db = createDb(config.database);
  const manifest: Manifest = { entries: {} };
  try {
    const migrations = (await migrationStatus(db)).filter((m) => m.executedAt !== null).map((m) => m.name);
    progress(`database (${config.database.engine}, ${migrations.length} migrations)`);
    const dumped = await dumpDatabase(config, dir);
    const schema: SchemaInfo = {
      format: 1,
      engine: config.database.engine,
      migrations,
      createdAt: new Date().toISOString(),
      node: process.version,
      ...(dumped.pgDump ? { pgDump: dumped.pgDump } : {}),
    };

    const archive = pack();
    const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
    const written = pipeline(archive, createWriteStream(partial));
    const add = (name: string, size: number, body: Readable | Buffer, record = true) =>
      new Promise<void>((resolve, reject) => {
        const hash = createHash('sha256');
        const entry = archive.entry({ name, size, mode: 0o600 }, (error) => {
          if (error) return reject(error);
          if (record) manifest.entries[name] = { size, sha256: hash.digest('hex') };
          resolve();
        });
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        const hasher = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            done(null, chunk);
          },
        });
        source.on('error', reject);
        source.pipe(hasher).pipe(entry as unknown as NodeJS.WritableStream);
      });
    await add('schema.json', Buffer.byteLength(JSON.stringify(schema)), Buffer.from(JSON.stringify(schema)));
    await add(DB_ENTRY[config.database.engine], (await stat(dumped.file)).size, createReadStream(dumped.file));
    let count = 0;
    for await (const item of storage.list()) {
      const file = await storage.read(item.key);
      if (!file) continue;
      await add(`files/${item.key}`, file.size, file.body);
      count += 1;
      if (count % 100 === 0) progress(`${count} files`);
    }
    progress(`${count} files`);
    const text = Buffer.from(JSON.stringify(manifest, null, 1));
    await add('manifest.json', text.length, text, false);
    const signature = Buffer.from(JSON.stringify(signManifest(text, key)));
    await add('manifest.sig', signature.length, signature, false);
    archive.finalize();
    await written;
    await rename(partial, target);
    return manifest;
  } finally {
    await db.destroy();
    storage.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Reads every entry of an archive in order, each body as a stream that must be consumed. */
async function eachEntry(file: string, visit: (name: string, size: number, body: Readable) => Promise<void>): Promise<void> {
  const reader = extract();
  const done = pipeline(createReadStream(file), reader);
  for await (const entry of reader) {
    // tar-stream's entries are streamx streams: a Node stream over each, for pipes and the S3 client alike.
    await visit(entry.header.name, entry.header.size ?? 0, Readable.from(entry, { objectMode: false }));
  }
  await done;
}

/** Checks an archive whole with the backup `key`; its schema record when this code can restore it, else throws. */
export async function verifyArchive(file: string, key: string): Promise<SchemaInfo> {
  let schema: SchemaInfo | null = null;
  let manifestBytes: Buffer | null = null;
  let signature: Signature | null = null;
  const seen: Record<string, { size: number; sha256: string }> = {};
  await eachEntry(file, async (name, size, body) => {
    if (name === 'manifest.json' || name === 'manifest.sig' || name === 'schema.json') {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      if (name === 'manifest.json') manifestBytes = data;
      else if (name === 'manifest.sig') signature = JSON.parse(data.toString('utf8')) as Signature;
      else {
        schema = JSON.parse(data.toString('utf8')) as SchemaInfo;
        seen[name] = { size, sha256: createHash('sha256').update(data).digest('hex') };
      }
      return;
    }
    const { through, digest } = hashing();
    body.pipe(through);
    through.resume();
    await new Promise((resolve) => through.on('end', resolve));
    seen[name] = { size, sha256: digest() };
  });
  const found = schema as SchemaInfo | null;
  const bytes = manifestBytes as Buffer | null;
  if (!found || !bytes) throw new Error('not a Vitrin backup: schema.json or manifest.json is missing');
  checkSignature(bytes, signature, key);
  const listed = JSON.parse(bytes.toString('utf8')) as Manifest;
  const newer = found.migrations.filter((name) => !KNOWN_MIGRATIONS.includes(name));
  if (newer.length > 0) {
    throw new Error(
      `the archive comes from a newer schema (migrations this code does not know: ${newer.join(', ')}); restore it with that version`,
    );
  }
  for (const [name, expected] of Object.entries(listed.entries)) {
    const got = seen[name];
    if (!got || got.sha256 !== expected.sha256 || got.size !== expected.size) {
      throw new Error(`the archive is damaged: ${name} does not match its checksum`);
    }
  }
  if (Object.keys(seen).length !== Object.keys(listed.entries).length) {
    throw new Error('the archive is damaged: it holds entries its manifest does not list');
  }
  return found;
}

async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

/**
 * Brings the install `config` names to the archive's state: its database replaced, every stored file removed and
 * the archive's written. Stop the API processes first (docs/deployment.md, "Backups").
 */
export async function restore(config: AppConfig, source: string, progress: Progress = () => undefined): Promise<SchemaInfo> {
  progress('checking the archive');
  const schema = await verifyArchive(source, backupKeyOf(config));
  if (schema.engine !== config.database.engine) {
    throw new Error(`the archive holds a ${schema.engine} database; this install uses ${config.database.engine}`);
  }
  const storage = createStorage(config.storage);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrin-restore-'));
  try {
    progress('removing the stored files');
    const keys: string[] = [];
    for await (const item of storage.list()) keys.push(item.key);
    for (const key of keys) await storage.remove(key);

    let count = 0;
    await eachEntry(source, async (name, size, body) => {
      if (name === DB_ENTRY[schema.engine]) {
        await pipeline(body, createWriteStream(path.join(dir, 'database')));
      } else if (name.startsWith('files/')) {
        await storage.write(name.slice('files/'.length), { stream: body, size });
        count += 1;
        if (count % 100 === 0) progress(`${count} files`);
      } else {
        body.resume();
        await new Promise((resolve) => body.on('end', resolve));
      }
    });
    progress(`${count} files; database`);
    const dumped = path.join(dir, 'database');
    if (config.database.engine === 'sqlite') {
      const file = config.database.file;
      await rm(`${file}-wal`, { force: true });
      await rm(`${file}-shm`, { force: true });
      await pipeline(createReadStream(dumped), createWriteStream(`${file}.restoring`));
      await rename(`${file}.restoring`, file);
    } else {
      await emptyPostgres(config.database.url);
      await run('pg_restore', ['--no-owner', '--no-privileges', `--dbname=${config.database.url}`, dumped]);
    }
    return schema;
  } finally {
    storage.close();
    await rm(dir, { recursive: true, force: true });
  }
}
