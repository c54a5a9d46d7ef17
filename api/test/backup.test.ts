import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { extract, pack } from 'tar-stream';
import { KNOWN_MIGRATIONS } from '../src/db/migrate';
import { sha256Of } from '../src/lib/storage';
import { backup, type Manifest, restore, signManifest } from '../src/ops/backup';
import { buildTestApp, type Engine, type TestApp, describeWith } from './helpers';
import { startS3, type TestS3 } from './s3-server';
import { multipart } from './multipart';

/** What a restore must bring back: catalogue, pages, pictures and inbox rows, and every stored file's bytes. */
async function snapshot(t: TestApp) {
  const db = t.app.db;
  const rows = {
    products: await db.selectFrom('products').selectAll().orderBy('id').execute(),
    productTexts: await db.selectFrom('product_translations').selectAll().orderBy('product_id').orderBy('lang').execute(),
    pages: await db.selectFrom('page_translations').selectAll().orderBy('page_id').orderBy('lang').execute(),
    files: await db.selectFrom('files').selectAll().orderBy('id').execute(),
    inbox: await db.selectFrom('contact_messages').selectAll().orderBy('id').execute(),
  };
  const stored: Record<string, string> = {};
  for await (const item of t.app.storage.list()) stored[item.key] = await sha256Of((await t.app.storage.read(item.key))!.body);
  // What a visitor sees of a product picture.
  const picture = rows.files.find((f) => f.kind === 'image')!;
  const served = await t.app.inject({ url: `/uploads/${picture.path}` });
  return { rows, stored, picture: { status: served.statusCode, bytes: served.rawPayload.toString('base64') } };
}

const BACKUP_KEY = 'backup-key-of-the-test-0123456789abcdef';

/** A manifest and its signature with the tests' key, as archive entries. */
const signed = (manifest: Buffer): [string, Buffer][] => [
  ['manifest.json', manifest],
  ['manifest.sig', Buffer.from(JSON.stringify(signManifest(manifest, BACKUP_KEY)))],
];

/** Every entry of an archive, in order. */
async function readArchive(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const reader = extract();
  const done = pipeline(createReadStream(file), reader);
  for await (const entry of reader) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await done;
  return entries;
}

async function writeArchive(file: string, entries: [string, Buffer][]): Promise<void> {
  const archive = pack();
  const written = pipeline(archive, createWriteStream(file));
  for (const [name, body] of entries) archive.entry({ name }, body);
  archive.finalize();
  await written;
}

/** Each database engine with files on disk, and SQLite with files in a bucket (a fresh bucket for the restore). */
const CASES: [Engine, 'disk' | 'bucket'][] = [
  ['sqlite', 'disk'],
  ['postgres', 'disk'],
  ['sqlite', 'bucket'],
];

for (const [engine, files] of CASES) {
  describeWith(engine === 'postgres' ? ['postgres'] : [], `backup and restore (${engine}, files on ${files})`, () => {
    let source: TestApp;
    let dir: string;
    let s3: TestS3 | null = null;
    // One key for the install that writes the archive and the fresh one that restores it (each has its own secret).
    const storeEnv = async (): Promise<Record<string, string>> => ({
      BACKUP_KEY,
      ...(s3 ? s3.env(await s3.bucket()) : {}),
    });

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-backups-'));
      if (files === 'bucket') s3 = await startS3();
      source = await buildTestApp({ engine, demo: true, env: await storeEnv() });
      const { payload, contentType } = multipart({
        company_name: 'Anadolu Filo',
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        phone: '+90 555 111 22 33',
        message: 'Backed up?',
      });
      const sent = await source.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { ...source.headers(), 'content-type': contentType },
        payload,
      });
      expect(sent.statusCode).toBe(200);
    }, 120_000);
    afterAll(async () => {
      await source.close();
      await s3?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    test('backup → a fresh install → restore: the same products, pages, pictures (byte for byte) and inbox', async () => {
      const before = await snapshot(source);
      expect(before.rows.inbox).toHaveLength(1);
      expect(Object.keys(before.stored).length).toBeGreaterThan(20);
      expect(before.picture.status).toBe(200);

      const file = path.join(dir, 'site.tar');
      // Taken while the site serves: the reads below run alongside it.
      const [manifest] = await Promise.all([
        backup(source.config, file),
        ...Array.from({ length: 5 }, () => source.app.inject({ url: '/api/pages/all-languages' })),
      ]);
      expect(Object.keys(manifest.entries)).toEqual(
        expect.arrayContaining(['schema.json', engine === 'sqlite' ? 'database/vitrin.sqlite' : 'database/postgres.dump']),
      );

      // A fresh install elsewhere (its own DATA_DIR and database), stopped, then restored.
      const env = await storeEnv();
      const fresh = await buildTestApp({ engine, env });
      await fresh.app.close();
      await restore(fresh.config, file);
      const restored = await buildTestApp({
        engine,
        env,
        dataDir: fresh.dataDir,
        ...(fresh.databaseUrl ? { databaseUrl: fresh.databaseUrl } : {}),
      });
      try {
        const after = await snapshot(restored);
        expect(after.rows).toEqual(before.rows);
        expect(after.stored).toEqual(before.stored);
        expect(after.picture).toEqual(before.picture);
      } finally {
        await restored.close();
        rmSync(fresh.distRoot, { recursive: true, force: true });
      }
    }, 120_000);

    test('refuses an archive from a newer schema, before touching anything', async () => {
      const file = path.join(dir, 'future.tar');
      const schema = JSON.stringify({ format: 1, engine, migrations: [...KNOWN_MIGRATIONS, '29991231000000_future'] });
      await writeArchive(file, [['schema.json', Buffer.from(schema)], ...signed(Buffer.from(JSON.stringify({ entries: {} })))]);
      await expect(restore(source.config, file)).rejects.toThrow(/newer schema.*29991231000000_future/);
      await expectUntouched();
    });

    test('refuses an archive edited together with its checksums, one without a signature and one signed with another key', async () => {
      const file = path.join(dir, 'site.tar');
      await backup(source.config, file);
      const entries = await readArchive(file);
      const manifestOf = () => JSON.parse(entries.get('manifest.json')!.toString('utf8')) as Manifest;

      // A stored file swapped, its size and checksum written into the manifest: every checksum matches.
      const victim = Object.keys(manifestOf().entries).find((name) => name.startsWith('files/'))!;
      const forged = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      entries.set(victim, forged);
      const manifest = manifestOf();
      manifest.entries[victim] = { size: forged.length, sha256: createHash('sha256').update(forged).digest('hex') };
      entries.set('manifest.json', Buffer.from(JSON.stringify(manifest, null, 1)));
      const edited = path.join(dir, 'edited.tar');
      await writeArchive(edited, [...entries]);
      await expect(restore(source.config, edited)).rejects.toThrow(/edited: its manifest does not match its signature/);

      const unsigned = path.join(dir, 'unsigned.tar');
      await writeArchive(
        unsigned,
        [...entries].filter(([name]) => name !== 'manifest.sig'),
      );
      await expect(restore(source.config, unsigned)).rejects.toThrow(/not signed/);

      const otherKey = { ...source.config, backupKey: 'another-install-key-0123456789abcdef' };
      await expect(restore(otherKey, file)).rejects.toThrow(/signed with another key/);
      await expectUntouched();
    });

    /** The source install still serves, with its one inbox message. */
    const expectUntouched = async () => {
      expect((await source.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      expect(await source.app.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(1);
    };
  });
}
