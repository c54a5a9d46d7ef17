import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { loadConfig, REPO_ROOT, type StorageConfig } from '../src/config';
import { createStorage, LocalStorage, sha256Of, type Storage } from '../src/lib/storage';
import { copyLocalToBucket } from '../src/ops/storage-copy';
import { startS3, type TestS3 } from './s3-server';

const MB = 1024 * 1024;
const run = promisify(execFile);

/** Writes `size` random bytes to a file a megabyte at a time (never held whole) and returns their sha256. */
async function bigFile(file: string, size: number): Promise<string> {
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  for (let written = 0; written < size; written += MB) {
    const chunk = randomBytes(Math.min(MB, size - written));
    hash.update(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return hash.digest('hex');
}

/**
 * Streams `source` into the store `config` makes, under `key`, and back out, in a process of its own
 * (support/storage-stream-child.ts): the memory each way above its start after a full collection every 4 MB, and
 * the sha256 of what came out.
 */
async function streamInChild(config: StorageConfig, source: string, key: string) {
  const { stdout } = await run(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      path.join(__dirname, 'support', 'storage-stream-child.ts'),
      JSON.stringify(config),
      source,
      key,
    ],
    { cwd: REPO_ROOT, maxBuffer: MB },
  );
  return JSON.parse(stdout) as { writing: number; reading: number; sha256: string };
}

const text = async (storage: Storage, key: string, range?: { start: number; end: number }) => {
  const file = await storage.read(key, range);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe.each(['local', 's3'] as const)('the storage interface (%s driver)', (driver) => {
  let s3: TestS3 | null = null;
  let storage: Storage;
  let storageConfig: StorageConfig;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-storage-'));
    let env: Record<string, string> = { DATA_DIR: dataDir, COOKIE_SECRET: 'x'.repeat(40) };
    if (driver === 's3') {
      s3 = await startS3();
      env = { ...env, ...s3.env(await s3.bucket()) };
    }
    storageConfig = loadConfig(env).storage;
    storage = createStorage(storageConfig);
    expect(storage.driver).toBe(driver);
  });
  afterAll(async () => {
    storage.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('writes, reads (whole and a range), states, lists and removes files by key', async () => {
    await storage.check();
    await storage.write('files/2026/11/a.txt', Buffer.from('hello, bucket'), 'text/plain');
    await storage.write('brand/logo.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(await text(storage, 'files/2026/11/a.txt')).toBe('hello, bucket');
    expect(await text(storage, 'files/2026/11/a.txt', { start: 7, end: 12 })).toBe('bucket');
    expect(await storage.stat('files/2026/11/a.txt')).toMatchObject({ size: 13 });
    expect(await storage.stat('files/2026/11/none.txt')).toBeNull();
    expect(await storage.read('files/2026/11/none.txt')).toBeNull();

    // A write replaces what was there.
    await storage.write('brand/logo.svg', Buffer.from('<svg id="2"/>'));
    expect(await text(storage, 'brand/logo.svg')).toBe('<svg id="2"/>');

    const listed: string[] = [];
    for await (const item of storage.list()) listed.push(`${item.key}:${item.size}`);
    expect(listed.sort()).toEqual(['brand/logo.svg:13', 'files/2026/11/a.txt:13']);

    await storage.remove('files/2026/11/a.txt');
    await storage.remove('files/2026/11/a.txt');
    expect(await storage.stat('files/2026/11/a.txt')).toBeNull();
  });

  test('refuses keys that would leave the store', async () => {
    for (const key of ['../secret', '/etc/passwd', 'a/../../b', 'a\\b', '', 'a//b']) {
      await expect(storage.write(key, Buffer.from('x'))).rejects.toThrow(/bad key/);
    }
  });

  test('a 32 MB file goes in and comes out as a stream, byte for byte, never held whole in memory', async () => {
    const size = 32 * MB;
    const source = path.join(dataDir, 'big.bin');
    const expected = await bigFile(source, size);

    // In and out through the same driver, in a process of its own whose memory is the store's alone.
    const { writing, reading, sha256 } = await streamInChild(storageConfig, source, 'files/2026/11/big.bin');
    expect(await storage.stat('files/2026/11/big.bin')).toMatchObject({ size });
    expect(sha256).toBe(expected);
    console.log(`${driver}: 32 MB written with +${(writing / MB).toFixed(1)} MB, read with +${(reading / MB).toFixed(1)} MB`);
    // A whole-file buffer would show 28 MB at least at the last note; streaming keeps to a few chunks.
    expect({ writing: writing < 16 * MB, reading: reading < 16 * MB }).toEqual({ writing: true, reading: true });
  });
});

describe('npm run storage:copy (DATA_DIR/uploads into the bucket)', () => {
  test('copies every file verified, and a second run after a break copies only what is missing', async () => {
    const s3 = await startS3();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-copy-'));
    const out = Object.assign(new PassThrough(), { isTTY: false });
    out.resume();
    try {
      const config = loadConfig({ DATA_DIR: dataDir, COOKIE_SECRET: 'x'.repeat(40), ...s3.env(await s3.bucket()) });
      const local = new LocalStorage(path.join(dataDir, 'uploads'));
      await local.write('brand/logo.svg', Buffer.from('<svg/>'));
      await local.write('files/2026/11/a.jpg', randomBytes(300_000));
      await local.write('cv/2026/11/b.pdf', Buffer.from('%PDF-1.4 cv'));

      expect(await copyLocalToBucket(config, out)).toEqual({ copied: 3, skipped: 0, bytes: 6 + 300_000 + 11 });
      // A break: one file lost from the bucket; the next run copies only it.
      const bucket = createStorage(config.storage);
      await bucket.remove('files/2026/11/a.jpg');
      expect(await copyLocalToBucket(config, out)).toMatchObject({ copied: 1, skipped: 2 });
      for await (const item of local.list()) {
        const [there, here] = await Promise.all([bucket.read(item.key), local.read(item.key)]);
        expect([item.key, await sha256Of(there!.body)]).toEqual([item.key, await sha256Of(here!.body)]);
      }
      bucket.close();
    } finally {
      await s3.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
