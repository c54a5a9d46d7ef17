/**
 * Server-rendered pages, kept per (site URL, path and query, language, content version, the releases a page was
 * rendered with and their builds: a canary's visitors get their own, modules/releases/canary.ts) so a
 * page is rendered once per change rather than once per visitor (docs/architecture.md, "Server rendering").
 * What differs per visitor — the CSRF token and the script nonce — is not in the cached text: the page is cut once,
 * where the server put its markers, and the visitor's values go into those places at send time (pageBytes, gzipPage), for
 * cached and fresh pages alike. No text a visitor or staff wrote is searched or replaced per answer.
 * Every successful admin write raises the content version (trackContentWrites), in the database, so no API
 * process serves a page from before a write. A staff preview's page (lib/schedule.ts `previewing`) is neither served
 * from nor kept in the cache: it shows planned content to that browser alone.
 */
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, deflateRaw, deflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/connection';
import { previewing } from '../../lib/preview-context';

async function readContentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('content_state').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * The content version as this process knows it: read from the database at most once per
 * CONTENT_VERSION_CHECK_MS, so a page served from the cache costs no database read, and afresh after a write made
 * through this process. A write made through another process shows there within that time.
 */
class ContentVersion {
  private known: { version: number; readAt: number } | null = null;
  private reading: Promise<number> | null = null;
  /** Raised by every write of this process: a read begun before it does not count. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    readonly maxAgeMs: number,
  ) {}

  current(): Promise<number> {
    const now = Date.now();
    if (this.known && now - this.known.readAt < this.maxAgeMs) return Promise.resolve(this.known.version);
    if (this.reading) return this.reading;
    const generation = this.generation;
    const reading = readContentVersion(this.db)
      .then((version) => {
        if (generation === this.generation) this.known = { version, readAt: now };
        return version;
      })
      .finally(() => {
        if (this.reading === reading) this.reading = null;
      });
    this.reading = reading;
    return reading;
  }

  changed(): void {
    this.generation += 1;
    this.known = null;
    this.reading = null;
  }
}

const versions = new WeakMap<Db, ContentVersion>();

/** The content version of this database handle (one per app), checked at most once per `maxAgeMs`. */
export function contentVersion(db: Db, maxAgeMs = 0): Promise<number> {
  let version = versions.get(db);
  if (!version || version.maxAgeMs !== maxAgeMs) {
    version = new ContentVersion(db, maxAgeMs);
    versions.set(db, version);
  }
  return version.current();
}

export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .updateTable('content_state')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
  versions.get(db)?.changed();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Raises the content version after every successful write to an admin route, decided on the route that matched
 * (not the URL's spelling), before the answer leaves: a page asked for after the answer is rendered afresh.
 */
export function trackContentWrites(app: FastifyInstance & { db: Db }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400 || !route?.startsWith('/api/admin/')) return payload;
    await bumpContentVersion(app.db);
    return payload;
  });
}

export interface CachedPage {
  status: number;
  /** The page cut at the places of the visitor's CSRF token and this answer's nonce. */
  page: VisitorPage;
}

/** Least recently used pages, up to a number of entries (0 turns the cache off). */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage> | null;

  constructor(maxEntries: number) {
    this.pages = maxEntries > 0 ? new LRUCache({ max: maxEntries }) : null;
  }

  get enabled(): boolean {
    return this.pages !== null;
  }

  get(key: string): CachedPage | undefined {
    if (previewing()) return undefined;
    return this.pages?.get(key);
  }

  set(key: string, page: CachedPage): void {
    if (previewing()) return;
    this.pages?.set(key, page);
  }

  get size(): number {
    return this.pages?.size ?? 0;
  }
}

/** A marker no stored content or address can spell: random per process, and never sent (pageBytes and gzipPage fill it). */
const marker = (name: string) => `__VITRIN_${name}_${randomBytes(12).toString('hex')}__`;

/** Stands in a page for the visitor's CSRF token (docs/security.md, "CSRF"). */
export const CSRF_PLACEHOLDER = marker('CSRF');

/** Stands in a page for this answer's script nonce (docs/security.md, "Headers"). */
export const NONCE_PLACEHOLDER = marker('NONCE');

/** What a page's text gets per answer. */
export interface Visitor {
  csrfToken: string;
  nonce: string;
}

/**
 * A page cut where the server put its markers: `parts[i]`, then the value of `slots[i]`, then `parts[i + 1]`…
 * Its compressed forms are made once, the first time the page is sent so (gzipPage, brotliPage join them):
 * `gzip` holds each part deflated, with its CRC-32 and length; `brotli` the part before the first marker
 * (null when what follows it is too long to send uncompressed: gzip then).
 */
export interface VisitorPage {
  parts: string[];
  slots: (keyof Visitor)[];
  /**
   * Compressed as small as can be (compressForKeeps: a cached page asked again); until then compressed quickly,
   * so that addresses asked once (a crawler's, or anyone's random ones) cost little.
   */
  kept: boolean;
  /** Each part in UTF-8, encoded once (pageBytes). */
  bytes?: Buffer[];
  gzip?: { deflated: Buffer; crc: number; length: number }[];
  brotli?: Buffer | null;
}

const MARKERS = new RegExp(`(${CSRF_PLACEHOLDER}|${NONCE_PLACEHOLDER})`);

/**
 * Each part deflates to raw blocks that are not the last and end on a byte boundary (a sync flush), so parts
 * compressed apart can stand one after another in one stream: the page is compressed once, never per visitor.
 */
const deflateOptions = (level: number) => ({ level, finishFlush: zlibConstants.Z_SYNC_FLUSH });

/**
 * Cuts a page once, at the markers the server wrote into it (the script nonces and the CSRF token, all at the
 * end of the body: template.ts).
 */
export function visitorPage(html: string): VisitorPage {
  const pieces = html.split(MARKERS);
  const parts: string[] = [];
  const slots: (keyof Visitor)[] = [];
  pieces.forEach((piece, index) => {
    if (index % 2 === 0) parts.push(piece);
    else slots.push(piece === CSRF_PLACEHOLDER ? 'csrfToken' : 'nonce');
  });
  return { parts, slots, kept: false };
}

/**
 * How a page goes to a client, by its Accept-Encoding: brotli when it takes it, else gzip, else text. A coding
 * with `q=0` is refused; `*` stands for any coding not named.
 */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding = '', ...params] = entry.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (coding.trim()) weights.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

const partBytes = (page: VisitorPage): Buffer[] => (page.bytes ??= page.parts.map((part) => Buffer.from(part, 'utf8')));

/**
 * The page to send: its parts with this visitor's CSRF token and this answer's nonce in their places, as bytes
 * from parts encoded once. (The page built as text per answer and encoded on the way out cost about 3 ms of CPU:
 * writing a 70 KB string joined from pieces. This costs a copy.)
 */
export function pageBytes(page: VisitorPage, visitor: Visitor): Buffer {
  const bytes = partBytes(page);
  const body: Buffer[] = [];
  bytes.forEach((part, index) => {
    body.push(part);
    const slot = page.slots[index];
    if (slot !== undefined) body.push(Buffer.from(visitor[slot], 'utf8'));
  });
  return Buffer.concat(body);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block: empty and stored, marked final. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** A visitor's value as a stored (uncompressed) deflate block: a token or a nonce is a few dozen bytes. */
function storedBlock(value: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0x00; // not final, stored; the stream is on a byte boundary after every part
  head.writeUInt16LE(value.length, 1);
  head.writeUInt16LE(~value.length & 0xffff, 3);
  return Buffer.concat([head, value]);
}

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** CRC-32 (gzip's) of a buffer. */
export function crc32(buffer: Buffer): number {
  let crc = -1;
  for (let i = 0; i < buffer.length; i += 1) crc = CRC_TABLE[(crc ^ buffer[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}

/** a·b modulo the CRC-32 polynomial (zlib's multmodp): how CRCs of pieces combine without reading them again. */
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p = (p ^ b) >>> 0;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? ((b >>> 1) ^ 0xedb88320) >>> 0 : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0…31. */
const X2N = (() => {
  const table: number[] = [];
  let p = 0x40000000;
  for (let n = 0; n < 32; n += 1) {
    table.push(p);
    p = multmodp(p, p);
  }
  return table;
})();

/** The CRC-32 of A followed by B, from A's and B's CRCs and B's length (zlib's crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  let p = 0x80000000;
  for (let n = lengthB, k = 3; n > 0; n = Math.floor(n / 2), k += 1) if (n % 2) p = multmodp(X2N[k & 31]!, p);
  return (multmodp(p, crcA) ^ crcB) >>> 0;
}

/** Each part with its deflated form, CRC-32 and length: what gzipPage joins. */
function gzipParts(bytes: Buffer[], deflated: Buffer[]): NonNullable<VisitorPage['gzip']> {
  return bytes.map((part, index) => ({ deflated: deflated[index]!, crc: crc32(part), length: part.length }));
}

/**
 * The page gzipped for this visitor with no compression per answer: the parts compressed once, the visitor's
 * token and nonce between them as stored blocks, then the gzip trailer, whose CRC-32 is combined from the parts'
 * own and the values' (the page's bytes are not read again).
 */
export function gzipPage(page: VisitorPage, visitor: Visitor): Buffer {
  const bytes = partBytes(page);
  const gzip = (page.gzip ??= gzipParts(
    bytes,
    bytes.map((part) => deflateRawSync(part, deflateOptions(6))),
  ));
  const body: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  gzip.forEach((part, index) => {
    body.push(part.deflated);
    crc = crc32Combine(crc, part.crc, part.length);
    length += part.length;
    const slot = page.slots[index];
    if (slot === undefined) return;
    const value = Buffer.from(visitor[slot], 'utf8');
    body.push(storedBlock(value));
    crc = crc32Combine(crc, crc32(value), value.length);
    length += value.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  body.push(FINAL_BLOCK, trailer);
  return Buffer.concat(body);
}

/** The longest per-visitor end of a page brotliPage sends uncompressed (the script tags and the token). */
const BROTLI_TAIL_LIMIT = 4096;
/**
 * The part brotli compresses once — everything before the page's first marker — or null when what follows it is
 * longer than BROTLI_TAIL_LIMIT (the page goes gzipped).
 */
function brotliShared(page: VisitorPage): Buffer | null {
  const [first = Buffer.alloc(0), ...rest] = partBytes(page);
  return rest.reduce((sum, part) => sum + part.length, 0) > BROTLI_TAIL_LIMIT ? null : first;
}

/** Brotli for text at `quality`, flushed to a byte boundary so the per-visitor end can follow (brotliPage). */
const brotliOptions = (quality: number, size: number) => ({
  finishFlush: zlibConstants.BROTLI_OPERATION_FLUSH,
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** A brotli stream's last meta-block: empty, marked last (ISLAST and ISLASTEMPTY set). */
const BROTLI_END = Buffer.from([0x03]);

/**
 * An uncompressed brotli meta-block holding `data` (1 to 65,536 bytes): not last, four length nibbles, the
 * length less one, then ISUNCOMPRESSED; the header's 20 bits padded to three bytes (RFC 7932, 9.2).
 */
function uncompressedMetaBlock(data: Buffer): Buffer {
  const header = ((data.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), data]);
}

/**
 * The page in brotli for this visitor with no compression per answer, or null (send gzip) when the page's
 * per-visitor end is too long. Brotli streams cannot be joined the way deflate blocks can (a later part's copies
 * and literal contexts depend on what came before), so the visitor's values stand only at the end of the page:
 * everything before the first marker is compressed once and flushed to a byte boundary, and the rest — the script
 * tags with this answer's nonce and the CSRF token — follows as an uncompressed meta-block, then the last one.
 */
export function brotliPage(page: VisitorPage, visitor: Visitor): Buffer | null {
  const [, ...rest] = partBytes(page);
  if (page.brotli === undefined) {
    const shared = brotliShared(page);
    page.brotli = shared && brotliCompressSync(shared, brotliOptions(4, shared.length));
  }
  if (page.brotli === null) return null;
  const tail: Buffer[] = [];
  page.slots.forEach((slot, index) => tail.push(Buffer.from(visitor[slot], 'utf8'), rest[index]!));
  const end = Buffer.concat(tail);
  if (end.length > 65_536) return null;
  return Buffer.concat(end.length > 0 ? [page.brotli, uncompressedMetaBlock(end), BROTLI_END] : [page.brotli, BROTLI_END]);
}

const deflateRawAsync = promisify(deflateRaw);
const brotliCompressAsync = promisify(brotliCompress);

/**
 * Compresses a cached page as small as it goes (deflate 9, brotli 11), in Node's thread pool so no answer waits
 * for it, and puts the result in place of the quick forms when done. Run for a cached page asked again: brotli 11
 * takes about 100 ms for a 70 KB page, which is worth it for a page many visitors read, not for one asked once.
 */
export async function compressForKeeps(page: VisitorPage): Promise<void> {
  if (page.kept) return;
  page.kept = true;
  const bytes = partBytes(page);
  const shared = brotliShared(page);
  const [deflated, brotli] = await Promise.all([
    Promise.all(bytes.map((part) => deflateRawAsync(part, deflateOptions(9)))),
    shared && brotliCompressAsync(shared, brotliOptions(11, shared.length)),
  ]);
  page.gzip = gzipParts(bytes, deflated);
  page.brotli = brotli;
}
