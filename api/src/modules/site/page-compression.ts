/**
 * A page's answer for one visitor — as text or gzip — from a page cut once at the server's markers
 * (docs/architecture.md, "Server rendering", "Cached"). What differs per visitor — the CSRF token and the script
 * nonce — all stands at the end of the body (template.ts), so a page is two pieces: its head, everything before the
 * first marker, deflated once per page; and its tail, the visitor's values and what lies between them (the script
 * tags and the token's carrier, a few hundred bytes), deflated per answer. Both with Node's zlib alone: the head
 * flushed to a byte boundary (Z_SYNC_FLUSH) and not finished, so the tail's blocks can follow it in the same stream.
 * No text a visitor or staff wrote is searched or replaced per answer. Pages are not sent in brotli: a brotli tail
 * that continues a flushed stream needs Node's stream API, about ten times the CPU of the whole gzip answer
 * (docs/decisions.md, "Pages compressed with Node's zlib alone").
 */
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { constants as zlibConstants, crc32, deflateRaw, deflateRawSync, gzipSync } from 'node:zlib';

/** A marker no stored content or address can spell: random per process, and never sent (pageBytes and compressedPage fill it). */
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

/** The head of a page (its bytes before the first marker) compressed once, not finished: what each answer continues. */
interface CompressedHead {
  /** Raw deflate blocks, the last one a sync flush's (not final, byte-aligned). */
  deflated: Buffer;
  /** The head's CRC-32, which the gzip trailer continues with the tail's bytes. */
  crc: number;
}

/**
 * A page cut where the server put its markers: `parts[i]`, then the value of `slots[i]`, then `parts[i + 1]`…
 * Its head is compressed the first time the page is sent compressed (headOf).
 */
export interface VisitorPage {
  parts: string[];
  slots: (keyof Visitor)[];
  /**
   * The head compressed as small as it goes (compressForKeeps: a cached page asked again); until then compressed
   * quickly, so that addresses asked once (a crawler's, or anyone's random ones) cost little.
   */
  kept: boolean;
  /** Each part in UTF-8, encoded once (partBytes). */
  bytes?: Buffer[];
  head?: CompressedHead;
}

const MARKERS = new RegExp(`(${CSRF_PLACEHOLDER}|${NONCE_PLACEHOLDER})`);

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
 * How a page goes to a client, by its Accept-Encoding: gzip when it takes it, else text. A coding with `q=0` is
 * refused; `*` stands for any coding not named.
 */
export function pageEncoding(acceptEncoding: string | undefined): 'gzip' | null {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding = '', ...params] = entry.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (coding.trim()) weights.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return takes('gzip') ? 'gzip' : null;
}

const partBytes = (page: VisitorPage): Buffer[] => (page.bytes ??= page.parts.map((part) => Buffer.from(part, 'utf8')));

/** The page from its first marker on, with this visitor's values in their places (empty for a page without markers). */
function tailBytes(page: VisitorPage, visitor: Visitor): Buffer {
  const [, ...rest] = partBytes(page);
  const tail: Buffer[] = [];
  page.slots.forEach((slot, index) => tail.push(Buffer.from(visitor[slot], 'utf8'), rest[index]!));
  return Buffer.concat(tail);
}

/**
 * The page to send as text: its parts with this visitor's CSRF token and this answer's nonce in their places, as
 * bytes from parts encoded once. (The page built as text per answer and encoded on the way out cost about 3 ms of
 * CPU: writing a 70 KB string joined from pieces. This costs a copy.)
 */
export function pageBytes(page: VisitorPage, visitor: Visitor): Buffer {
  const [head = Buffer.alloc(0)] = partBytes(page);
  return Buffer.concat([head, tailBytes(page, visitor)]);
}

/** The head's deflate blocks end on a byte boundary, not final (a sync flush): the tail's own blocks follow. */
const deflateOptions = (level: number) => ({ level, finishFlush: zlibConstants.Z_SYNC_FLUSH });

const deflateRawAsync = promisify(deflateRaw);

/** The head compressed quickly (deflate 6), once per page, when it is first sent compressed. */
function headOf(page: VisitorPage): CompressedHead {
  if (page.head) return page.head;
  const [head = Buffer.alloc(0)] = partBytes(page);
  page.head = {
    deflated: deflateRawSync(head, deflateOptions(6)),
    crc: crc32(head),
  };
  return page.head;
}

/**
 * Compresses a cached page's head as small as it goes (deflate 9), in Node's thread pool so no answer waits for it,
 * and puts the result in place of the quick form when done. Run for a cached page asked again: worth it for a page
 * many visitors read, not for one asked once.
 */
export async function compressForKeeps(page: VisitorPage): Promise<void> {
  if (page.kept) return;
  page.kept = true;
  const [head = Buffer.alloc(0)] = partBytes(page);
  page.head = { deflated: await deflateRawAsync(head, deflateOptions(9)), crc: crc32(head) };
}

/** The gzip member's header as Node writes it (RFC 1952: magic, deflate, no flags, no time, Unix). */
const GZIP_HEADER = gzipSync(Buffer.alloc(0)).subarray(0, 10);

/**
 * How a tail is deflated: a few hundred bytes, so the smallest window and hash table and a 1 KB output buffer,
 * which cost less to set up than zlib's defaults (about 9 against 25 µs of CPU an answer, once warm); here rather
 * than in the thread pool, where the same took 150 µs or more (measured on this project's 2-core machine,
 * docs/performance.md).
 */
const TAIL_DEFLATE = { level: 6, windowBits: 9, memLevel: 1, chunkSize: 1024 };

/**
 * The page gzipped for this visitor: the gzip header, the head's blocks compressed once, the tail deflated now (a
 * stream of its own: its blocks refer to nothing before them, the last is final), then the trailer — the CRC-32 of
 * the whole page, the head's continued over the tail's bytes, and its length.
 */
function gzipPage(head: CompressedHead, headLength: number, tail: Buffer): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, head.crc), 0);
  trailer.writeUInt32LE((headLength + tail.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, head.deflated, deflateRawSync(tail, TAIL_DEFLATE), trailer]);
}

/**
 * The page gzipped for this visitor: the head compressed once (headOf, or compressForKeeps), then the tail — this
 * visitor's token and this answer's nonce with the tags around them — compressed now.
 */
export function gzippedPage(page: VisitorPage, visitor: Visitor): Buffer {
  return gzipPage(headOf(page), partBytes(page)[0]?.length ?? 0, tailBytes(page, visitor));
}
