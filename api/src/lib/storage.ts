/**
 * Where every stored file lives (docs/deployment.md, "Stored files"): uploads and their image variants, CVs,
 * support attachments, brand and demo files. A file is named by its key, the path the `files` table keeps
 * (`files/2026/11/<hex>.jpg`, `brand/logo.svg`); /uploads/<key> serves the public ones.
 *
 * Two drivers behind one interface: the local disk (DATA_DIR/uploads, the default: nothing to set up) and an
 * S3-compatible bucket (S3_BUCKET; AWS S3, MinIO, Cloudflare R2, Ceph), so several API processes on several
 * machines see the same files. Files move as streams both ways: a large file is never held whole in memory.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3 from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';

/** What a write takes: bytes in memory (small: image variants, drawings), a file on disk, or a stream of known size. */
export type StorageSource = Buffer | { file: string } | { stream: Readable; size: number };

export interface StoredObject {
  size: number;
  /** A validator that changes when the content does (S3's ETag; size and time on disk). */
  etag: string;
  lastModified: Date;
}

export interface StoredStream extends StoredObject {
  body: Readable;
}

export interface Storage {
  readonly driver: StorageConfig['driver'];
  /** Stores `source` under `key`, replacing what was there; a reader never sees a half-written file. */
  write(key: string, source: StorageSource, contentType?: string): Promise<void>;
  /** The file as a stream (bytes `start`..`end`, both included, when given), or null when there is none. */
  read(key: string, range?: { start: number; end: number }): Promise<StoredStream | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** Removes a file; one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Every stored file, in no particular order. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Throws when the store cannot be reached (readiness, /readyz). */
  check(): Promise<void>;
  close(): void;
}

/** A key is a relative path of plain segments: no `..`, no leading slash, no backslash, no control characters. */
export function isStorageKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 1024 &&
    // eslint-disable-next-line no-control-regex
    !/[\\\u0000-\u001f\u007f]/.test(key) &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`storage: bad key "${key}"`);
  return key;
}

/** The source as a stream and its length. */
async function asStream(source: StorageSource): Promise<{ body: Readable | Buffer; size: number }> {
  if (Buffer.isBuffer(source)) return { body: source, size: source.length };
  if ('file' in source) return { body: createReadStream(source.file), size: (await stat(source.file)).size };
  return { body: source.stream, size: source.size };
}

/** sha256 of a stream, read through once. */
export async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** DATA_DIR/uploads/<key>: today's layout, served by @fastify/static. */
export class LocalStorage implements Storage {
  readonly driver = 'local' as const;

  constructor(readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, ...checkedKey(key).split('/'));
  }

  async write(key: string, source: StorageSource): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside its place under a name no reader asks for, then renamed over it in one step.
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      const { body } = await asStream(source);
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    const info = await stat(this.file(key)).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, etag: `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`, lastModified: info.mtime };
  }

  async read(key: string, range?: { start: number; end: number }): Promise<StoredStream | null> {
    const info = await this.stat(key);
    if (!info) return null;
    return { ...info, body: createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {}) };
  }

  async remove(key: string): Promise<void> {
    await unlink(this.file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    const walk = async function* (dir: string, prefix: string): AsyncGenerator<{ key: string; size: number }> {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        const key = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) yield* walk(full, key);
        else if (entry.isFile() && !entry.name.endsWith('.part')) yield { key, size: (await stat(full)).size };
      }
    };
    yield* walk(this.root, '');
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const handle = await open(this.root, 'r');
    await handle.close();
  }

  close(): void {}
}

type S3Settings = Extract<StorageConfig, { driver: 's3' }>;

/** S3's "no such key" (a HEAD answers 404 with no code; a GET names NoSuchKey). */
const notFound = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.$metadata?.httpStatusCode === 404 || failure?.name === 'NoSuchKey';
};

/** The SDK with a client: loaded when a bucket is first used, so a site on the local disk never loads it. */
interface S3Connection {
  sdk: typeof S3;
  client: S3.S3Client;
}

/**
 * An S3-compatible bucket, keys as they are (the bucket holds nothing else of ours). The AWS SDK is some hundreds
 * of modules: it is loaded on the first call, not with this module (docs/decisions.md, "Heavy libraries load when
 * used").
 */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  readonly bucket: string;
  private connection: Promise<S3Connection> | undefined;

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket;
  }

  /** The SDK and the client, created on the first call. */
  connect(): Promise<S3Connection> {
    const settings = this.settings;
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        ...(settings.accessKeyId && settings.secretAccessKey
          ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
          : {}),
        // Checksums only where S3 asks for them: several S3-compatible servers refuse the newer trailing checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connection;
  }

  async write(key: string, source: StorageSource, contentType?: string): Promise<void> {
    const { sdk, client } = await this.connect();
    const { body, size } = await asStream(source);
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: body,
        ContentLength: size,
        ...(contentType ? { ContentType: contentType } : {}),
      }),
    );
  }

  async stat(key: string): Promise<StoredObject | null> {
    const { sdk, client } = await this.connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return { size: head.ContentLength ?? 0, etag: head.ETag ?? '""', lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<StoredStream | null> {
    const { sdk, client } = await this.connect();
    try {
      const got = await client.send(
        new sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: checkedKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const total = got.ContentRange ? Number(got.ContentRange.split('/')[1]) : (got.ContentLength ?? 0);
      return {
        size: total,
        etag: got.ETag ?? '""',
        lastModified: got.LastModified ?? new Date(0),
        body: got.Body as Readable,
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.bucket, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
  }

  close(): void {
    // A bucket never reached has nothing to close (and a failed first call no client).
    void this.connection?.then(
      ({ client }) => client.destroy(),
      () => undefined,
    );
  }
}

export function createStorage(config: StorageConfig): Storage {
  return config.driver === 's3' ? new S3Storage(config) : new LocalStorage(config.root);
}
