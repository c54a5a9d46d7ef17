import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import type { FileAsset } from '@vitrin/shared-libs/types/files';
import type { FileRow } from '../db/tables/files';
import { ValidationFailed } from './http';
import { type StoredVariant, uploadUrl, variantWidths } from './images';
import { nowIso } from './time';

/**
 * A multipart file field as it arrives in request.body (see `onUploadedFile`, registered in app.ts): streamed to
 * a temporary file, never held whole in memory; the temporary file goes when the answer has been sent.
 */
export interface UploadedFile {
  /** The temporary file holding what was received (at most the kind's limit + 1 byte). */
  path: string;
  /** Bytes received, counted up to the kind's limit + 1. */
  size: number;
  filename: string;
  mimetype: string;
  /** Set when the file went past its kind's limit: the rest was dropped, and the file is refused as too large. */
  truncated?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The multipart file fields a route takes, each with its upload kind (whose size limit applies while the file
     * streams in). A file in any other field is refused with a 422 naming the field, before it is read. Admin
     * routes (behind a bearer token) without the list take a file in any field, up to the largest kind's limit.
     */
    files?: Readonly<Record<string, UploadKind>>;
  }
  interface FastifyRequest {
    /** Temporary files of this request's uploads, removed once the answer is sent. */
    uploadTemps?: string[];
    /** Set once the request's temporary files were removed: a file still being written removes itself. */
    uploadTempsGone?: boolean;
  }
}

export type UploadKind = 'image' | 'document' | 'image_or_document' | 'cv' | 'attachment' | 'support';

type Detected = 'jpeg' | 'png' | 'webp' | 'gif' | 'pdf' | 'doc' | 'docx';

const MB = 1024 * 1024;

/** What each kind accepts and how large it may be. */
export const UPLOAD_KINDS: Record<UploadKind, { types: readonly Detected[]; maxBytes: number }> = {
  image: { types: ['jpeg', 'png', 'webp', 'gif'], maxBytes: 10 * MB },
  document: { types: ['pdf'], maxBytes: 25 * MB },
  image_or_document: { types: ['jpeg', 'png', 'webp', 'gif', 'pdf'], maxBytes: 25 * MB },
  cv: { types: ['pdf', 'doc', 'docx'], maxBytes: 5 * MB },
  attachment: { types: ['jpeg', 'png', 'webp', 'gif', 'pdf', 'doc', 'docx'], maxBytes: 10 * MB },
  /** A support request's screenshot or PDF. */
  support: { types: ['jpeg', 'png', 'webp', 'gif', 'pdf'], maxBytes: 10 * MB },
};

/** The largest file any kind accepts: the multipart parser's global limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));

/** Images whose decoded size would exceed this many pixels (≈ 8000 × 6000) are refused before decoding. */
export const MAX_IMAGE_PIXELS = 50_000_000;

const IMAGE_TYPES: ReadonlySet<Detected> = new Set(['jpeg', 'png', 'webp', 'gif']);

const MIME: Record<Detected, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The media types a kind's files are stored (and downloaded) as: for a download route's `fileResponse`. */
export const mediaTypesOf = (kind: UploadKind): string[] => UPLOAD_KINDS[kind].types.map((type) => MIME[type]);

const EXTENSION: Record<Detected, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
};

export const UPLOAD_MESSAGES = {
  empty: 'Dosya boş',
  type: 'Dosya türü desteklenmiyor',
  tooLarge: (bytes: number) => `Dosya çok büyük (en fazla ${bytes / MB} MB)`,
  unreadable: 'Görsel okunamadı',
  tooManyPixels: 'Görselin çözünürlüğü çok yüksek',
};

/** What a route says to a file in a field it does not take. */
export const NOT_A_FILE_FIELD = 'Bu alan dosya kabul etmez';

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The file's real type from its first bytes; the name and the client's Content-Type are never trusted. */
export function detectType(data: Buffer): Detected | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('%PDF-'))) return 'pdf';
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  // A Word document is a ZIP whose entries live under word/ (entry names are plain text in the local headers).
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) && data.includes('[Content_Types].xml') && data.includes('word/')) {
    return 'docx';
  }
  return null;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedFile).path === 'string' &&
    typeof (value as UploadedFile).size === 'number' &&
    typeof (value as UploadedFile).filename === 'string'
  );
}

/** body[field] → the files in it (0..n); anything that is not a file (a text field, undefined) gives none. */
export function uploadedFiles(value: unknown): UploadedFile[] {
  const items = Array.isArray(value) ? value : [value];
  return items.filter(isUploadedFile);
}

/** The upload kind a route takes in `field`: a kind, 'any' (admin routes without a list), or null (refused). */
function kindFor(request: FastifyRequest, field: string): UploadKind | 'any' | null {
  const taken = request.routeOptions.config.files;
  if (taken) return Object.hasOwn(taken, field) ? taken[field]! : null;
  return request.routeOptions.url?.startsWith('/api/admin/') ? 'any' : null;
}

/** Passes bytes through up to `limit` + 1 and drops the rest, noting that it did. */
function capped(limit: number, file: UploadedFile): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const room = limit + 1 - file.size;
      if (room <= 0) {
        file.truncated = true;
        return done();
      }
      const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
      if (kept.length < chunk.length) file.truncated = true;
      file.size += kept.length;
      done(null, kept);
    },
  });
}

/**
 * @fastify/multipart's `onFile` (app.ts), called with the request as `this`: a file in a field the route does
 * not take is refused with a 422 naming the field, before its bytes are read; a file the route takes streams
 * to DATA_DIR/tmp under its kind's size limit, and with `attachFieldsToBody: 'keyValues'` the field's value in
 * request.body is the UploadedFile.
 */
export async function onUploadedFile(
  this: FastifyRequest,
  part: {
    fieldname: string;
    filename: string;
    mimetype: string;
    file: NodeJS.ReadableStream & { truncated?: boolean };
    value?: unknown;
  },
): Promise<void> {
  const kind = kindFor(this, part.fieldname);
  if (kind === null) {
    part.file.resume();
    throw new ValidationFailed(
      { [part.fieldname]: NOT_A_FILE_FIELD },
      `Bu istek "${part.fieldname}" alanında dosya kabul etmez.`,
    );
  }
  const limit = kind === 'any' ? MAX_UPLOAD_BYTES : UPLOAD_KINDS[kind].maxBytes;
  const dir = path.join(this.server.config.dataDir, 'tmp');
  await mkdir(dir, { recursive: true });
  const file: UploadedFile = {
    path: path.join(dir, randomBytes(16).toString('hex')),
    size: 0,
    filename: part.filename,
    mimetype: part.mimetype,
  };
  (this.uploadTemps ??= []).push(file.path);
  try {
    await pipeline(part.file, capped(limit, file), createWriteStream(file.path, { flags: 'wx' }));
  } catch (error) {
    // Cut (the client went, the body stopped arriving, the server is closing): the part written is of no use.
    await unlink(file.path).catch(() => undefined);
    throw error;
  } finally {
    // The answer went while the file was still being written: removeUploadTemps has run, so it goes now.
    if (this.uploadTempsGone) await unlink(file.path).catch(() => undefined);
  }
  // Cut by the parser's own limit (the largest kind's) before ours.
  if (part.file.truncated) file.truncated = true;
  part.value = file;
}

/** Removes a request's temporary upload files once its answer has been sent (registered in app.ts). */
export async function removeUploadTemps(request: FastifyRequest): Promise<void> {
  request.uploadTempsGone = true;
  const temps = request.uploadTemps;
  if (!temps) return;
  request.uploadTemps = [];
  await Promise.all(temps.map((temp) => unlink(temp).catch(() => undefined)));
}

/**
 * Removes what a process that stopped mid-upload left in DATA_DIR/tmp (docs/security.md, "Uploads"): every file
 * there not written to for `olderThanMs` (other processes sharing the folder may be writing newer ones). Run at
 * start and then hourly (app.ts).
 */
export async function sweepUploadTemps(dataDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const dir = path.join(dataDir, 'tmp');
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue;
    await unlink(file).then(
      () => (removed += 1),
      () => undefined,
    );
  }
  return removed;
}

/** The first bytes of a file, enough to tell its type (a Word document's entry names sit near its start). */
async function fileHead(file: string, bytes = 1024 * 1024): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function refuse(field: string, message: string): never {
  throw new ValidationFailed({ [field]: message });
}

const FOLDER = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** A display name: no folders, no control characters, at most 255 characters. */
function displayName(filename: string): string | null {
  const base = path
    .basename(filename.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base ? base.slice(0, 255) : null;
}

/** Width × height as the image is shown (EXIF orientations 5–8 swap them). */
function orientedSize(meta: Metadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Checks a file against its kind (type by magic bytes, size), stores it (lib/storage.ts) under the key
 * <folder>/<yyyy>/<mm>/<generated name> (images also as WebP variants
 * 320/800/1600, never enlarged) and inserts its `files` row. Refusals are 422 `{ [field]: message }`.
 */
export async function storeUpload(
  app: FastifyInstance,
  file: UploadedFile,
  kind: UploadKind,
  options: { field?: string; folder?: string } = {},
): Promise<FileRow> {
  const field = options.field ?? 'file';
  const folder = options.folder ?? 'files';
  if (!FOLDER.test(folder)) throw new Error(`storeUpload: bad folder name "${folder}"`);
  const rule = UPLOAD_KINDS[kind];

  if (file.size === 0) refuse(field, UPLOAD_MESSAGES.empty);
  if (file.truncated || file.size > rule.maxBytes) refuse(field, UPLOAD_MESSAGES.tooLarge(rule.maxBytes));
  const type = detectType(await fileHead(file.path));
  if (!type || !rule.types.includes(type)) refuse(field, UPLOAD_MESSAGES.type);

  const now = new Date();
  const dir = `${folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const base = `${dir}/${randomBytes(16).toString('hex')}`;
  const original = `${base}.${EXTENSION[type]}`;
  const written: string[] = [];
  const write = async (relative: string, data: Buffer | { file: string }, mime: string) => {
    written.push(relative);
    await app.storage.write(relative, data, mime);
  };

  let width: number | null = null;
  let height: number | null = null;
  let variants: StoredVariant[] | null = null;
  let encoded: { width: number; data: Buffer }[] = [];
  if (IMAGE_TYPES.has(type)) {
    let meta: Metadata;
    try {
      meta = await sharp(file.path, { limitInputPixels: false }).metadata();
    } catch {
      refuse(field, UPLOAD_MESSAGES.unreadable);
    }
    if (!meta.width || !meta.height) refuse(field, UPLOAD_MESSAGES.unreadable);
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) refuse(field, UPLOAD_MESSAGES.tooManyPixels);
    ({ width, height } = orientedSize(meta));
    try {
      // Decoded once (EXIF orientation applied), then resized per width; sharp refuses anything above the limit.
      const decoded = sharp(file.path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
      encoded = await Promise.all(
        variantWidths(width).map(async (w) => ({
          width: w,
          data: await decoded.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
        })),
      );
    } catch {
      refuse(field, UPLOAD_MESSAGES.unreadable);
    }
  }

  try {
    // Streamed from the temporary file to the store (lib/storage.ts), never read whole into memory.
    await write(original, { file: file.path }, MIME[type]);
    if (encoded.length > 0) {
      variants = [];
      for (const v of encoded) {
        const relative = `${base}-${v.width}.webp`;
        await write(relative, v.data, 'image/webp');
        variants.push({ width: v.width, path: relative });
      }
    }
    return await app.db
      .insertInto('files')
      .values({
        path: original,
        kind: IMAGE_TYPES.has(type) ? 'image' : 'document',
        mime: MIME[type],
        size: file.size,
        width,
        height,
        variants: variants ? JSON.stringify(variants) : null,
        original_name: displayName(file.filename),
        created_at: nowIso(now.getTime()),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await Promise.all(written.map((relative) => unlinkQuietly(app, relative)));
    throw error;
  }
}

async function unlinkQuietly(app: FastifyInstance, relative: string): Promise<void> {
  try {
    await app.storage.remove(relative);
  } catch (error) {
    app.log.warn({ err: error, path: relative }, 'could not delete a stored file');
  }
}

function storedPaths(row: Pick<FileRow, 'path' | 'variants'>): string[] {
  const variants = row.variants ? (JSON.parse(row.variants) as StoredVariant[]) : [];
  return [row.path, ...variants.map((v) => v.path)];
}

/** Deletes the `files` rows with these ids and every stored file of theirs (original and variants). */
export async function removeFiles(app: FastifyInstance, ids: readonly (number | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return;
  const rows = await app.db.deleteFrom('files').where('id', 'in', wanted).returning(['path', 'variants']).execute();
  await Promise.all(rows.flatMap(storedPaths).map((relative) => unlinkQuietly(app, relative)));
}

/** A `files` row as the wire's FileAsset. */
export function toFileAsset(row: FileRow): FileAsset {
  const variants = row.variants ? (JSON.parse(row.variants) as StoredVariant[]) : [];
  return {
    id: row.id,
    url: uploadUrl(row.path),
    name: row.original_name ?? path.posix.basename(row.path),
    mime: row.mime,
    size: row.size,
    kind: row.kind === 'image' ? 'image' : 'document',
    width: row.width,
    height: row.height,
    variants: variants
      .slice()
      .sort((a, b) => a.width - b.width)
      .map((v) => ({ width: v.width, url: uploadUrl(v.path) })),
  };
}
