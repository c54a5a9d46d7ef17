/**
 * Server-rendered pages, kept per (site URL, path and query, language, content version, front-end build) so a
 * page is rendered once per change rather than once per visitor (docs/architecture.md, "Server rendering").
 * What differs per visitor — the CSRF token and the script nonce — is not in the cached text: the page is cut once,
 * where the server put its markers, and the visitor's values go into those places at send time (forVisitor), for
 * cached and fresh pages alike. No text a visitor or staff wrote is searched or replaced per answer.
 * Every successful admin write raises the content version (trackContentWrites), in the database, so no API
 * process serves a page from before a write.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';

export async function contentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('content_state').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .updateTable('content_state')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Raises the content version after every successful write to an admin route, decided on the route that matched
 * (not the URL's spelling), before the answer leaves: a page asked for after the answer is rendered afresh.
 */
export function trackContentWrites(app: FastifyInstance): void {
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
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly maxEntries: number) {}

  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (!this.enabled) return;
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  get size(): number {
    return this.pages.size;
  }
}

/** A marker no stored content or address can spell: random per process, and never sent (forVisitor fills it). */
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

/** A page cut where the server put its markers: `parts[i]`, then the value of `slots[i]`, then `parts[i + 1]`… */
export interface VisitorPage {
  parts: string[];
  slots: (keyof Visitor)[];
}

const MARKERS = new RegExp(`(${CSRF_PLACEHOLDER}|${NONCE_PLACEHOLDER})`);

/** Cuts a page once, at the markers the server wrote into it (the head's token, the template's script nonces). */
export function visitorPage(html: string): VisitorPage {
  const pieces = html.split(MARKERS);
  const parts: string[] = [];
  const slots: (keyof Visitor)[] = [];
  pieces.forEach((piece, index) => {
    if (index % 2 === 0) parts.push(piece);
    else slots.push(piece === CSRF_PLACEHOLDER ? 'csrfToken' : 'nonce');
  });
  return { parts, slots };
}

/** The page to send: its parts with this visitor's CSRF token and this answer's nonce in their places. */
export function forVisitor(page: VisitorPage, visitor: Visitor): string {
  let html = page.parts[0] ?? '';
  page.slots.forEach((slot, index) => (html += visitor[slot] + page.parts[index + 1]!));
  return html;
}
