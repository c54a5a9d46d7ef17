/**
 * Server-rendered pages, kept per (site URL, path and query, language, content version, the releases a page was
 * rendered with and their builds: a canary's visitors get their own, modules/releases/canary.ts) so a
 * page is rendered once per change rather than once per visitor (docs/architecture.md, "Server rendering").
 * What differs per visitor — the CSRF token and the script nonce — is not in the cached page: it is kept cut at the
 * server's markers, and each answer gets its visitor's values at send time (page-compression.ts).
 * Every successful admin write raises the content version (content-version.ts), which is part of the key, so no
 * API process serves a page from before a write. A staff preview's page (lib/schedule.ts `previewing`) is neither
 * served from nor kept in the cache: it shows planned content to that browser alone.
 */
import { LRUCache } from 'lru-cache';
import { previewing } from '../../lib/preview-context';
import type { VisitorPage } from './page-compression';

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
