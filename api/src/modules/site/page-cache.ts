/**
 * Server-rendered pages, kept per (site URL, path and query, language, content version, front-end build) so a
 * page is rendered once per change rather than once per visitor (docs/architecture.md, "Server rendering").
 * What differs per visitor — the CSRF token and the script nonce — is not in the cached text: it is filled in at
 * send time, for cached and fresh pages alike (forVisitor).
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
  /** The page with CSRF_PLACEHOLDER where the visitor's token goes, and NONCE_PLACEHOLDER where the nonce goes. */
  html: string;
}

/** Stands in the cached text for the visitor's CSRF token. */
export const CSRF_PLACEHOLDER = '__VITRIN_CSRF__';

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

/**
 * Stands in a page for this answer's script nonce (docs/security.md, "Headers"). Random per process, so no stored
 * content can spell it and have its script blessed with the nonce.
 */
export const NONCE_PLACEHOLDER = `__VITRIN_NONCE_${randomBytes(12).toString('hex')}__`;

/** What a page's text gets per answer. */
export interface Visitor {
  csrfToken: string;
  nonce: string;
}

/** The page to send: the text (cached or fresh) with this visitor's CSRF token and this answer's nonce. */
export const forVisitor = (html: string, visitor: Visitor): string =>
  html.split(CSRF_PLACEHOLDER).join(visitor.csrfToken).split(NONCE_PLACEHOLDER).join(visitor.nonce);
