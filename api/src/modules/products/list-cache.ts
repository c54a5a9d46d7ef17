/**
 * A small cache of product lists (search results and admin lists): for a query, the ids of every match in
 * display order, so a page is a slice and the total a length. A broad search ("körük" hits a third of a
 * catalogue) costs in proportion to its matches however well it is indexed; the cache pays that once per
 * catalogue version instead of on every request. Each entry carries the catalogue_state version it was read
 * at; every product write raises that version in its own transaction (bumpCatalogueVersion), so an entry is
 * served only while nothing has changed — in any API process, since the version lives in the database.
 * SEARCH_CACHE_ENTRIES (default 100, 0 turns the cache off) bounds the entries; the least recently used goes
 * (lru-cache, docs/decisions.md).
 *
 * Each entry also keeps the finished answers of the pages asked of it (page, size and languages), so a repeated
 * request costs one version read: the summaries read product rows, texts, vehicle types and gallery images, and
 * every write to those raises the version too.
 *
 * A staff preview (lib/schedule.ts `previewing`) reads the lists at another instant: it gets no cache at all, so it
 * neither sees the lists kept for visitors nor leaves its own for them.
 */
import type { Transaction } from 'kysely';
import { LRUCache } from 'lru-cache';
import { type CacheCounts, cacheStats } from '../../lib/cache-stats';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/database';
import { previewing } from '../../lib/preview-context';

/** Lists longer than this are not kept (memory stays bounded: 100 entries × 200,000 ids ≈ 80 MB at worst). */
const MAX_IDS = 200_000;
/** Finished pages kept per list (the first pages are the ones asked again; the least recently used goes). */
const MAX_PAGES = 20;

interface Entry {
  version: number;
  ids: Int32Array;
  /** Its finished pages, the least recently used out past MAX_PAGES. */
  pages: LRUCache<string, { answer: unknown }>;
}

class ListCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    size: number,
    /** Lookups hit and missed (/metrics). */
    private readonly counts: CacheCounts,
  ) {
    this.entries = new LRUCache({ max: size });
  }

  get(key: string, version: number): Int32Array | undefined {
    return this.entry(key, version)?.ids;
  }

  /** A finished page of the list `key` at this version, as `setPage` kept it. */
  getPage<T>(key: string, version: number, page: string): T | undefined {
    return this.entry(key, version)?.pages.get(page)?.answer as T | undefined;
  }

  /** Keeps a finished page with its list (only while the list itself is kept at this version). */
  setPage(key: string, version: number, page: string, answer: unknown): void {
    this.entry(key, version)?.pages.set(page, { answer });
  }

  set(key: string, version: number, ids: readonly number[]): Int32Array {
    const stored = Int32Array.from(ids);
    if (ids.length > MAX_IDS) return stored;
    this.entries.set(key, { version, ids: stored, pages: new LRUCache({ max: MAX_PAGES }) });
    return stored;
  }

  /** The entry of `key` if it was read at `version` (and now the most recently used); a stale one goes. */
  private entry(key: string, version: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry?.version !== version) {
      if (entry) this.entries.delete(key);
      this.counts.misses += 1;
      return undefined;
    }
    this.counts.hits += 1;
    return entry;
  }
}

const caches = new WeakMap<Db, ListCache>();

/** The cache of one database handle (one per app), or undefined when `size` is 0 or the request is a preview. */
export function listCache(db: Db, size: number): ListCache | undefined {
  if (size <= 0 || previewing()) return undefined;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ListCache(size, cacheStats(db).list)));
  return cache;
}

export async function catalogueVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('catalogue_state').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Call in every transaction that changes products (rows, texts, OEM numbers, vehicle types, order, gallery files). */
export async function bumpCatalogueVersion(db: Db | Transaction<Database>): Promise<void> {
  await db
    .updateTable('catalogue_state')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}
