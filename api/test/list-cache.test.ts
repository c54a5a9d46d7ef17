import type { Db } from '../src/db/connection';
import { cacheStats } from '../src/lib/cache-stats';
import { listCache } from '../src/modules/products/list-cache';

/** A database handle of its own: the cache and its counts are kept per handle (nothing is read from it). */
const handle = () => ({}) as Db;

describe('the product-list cache', () => {
  test('keeps the most recently used lists up to its size, each at the version it was read at', () => {
    const db = handle();
    const cache = listCache(db, 2)!;
    cache.set('a', 1, [3, 1, 2]);
    cache.set('b', 1, [4]);
    expect(Array.from(cache.get('a', 1)!)).toEqual([3, 1, 2]);
    cache.set('c', 1, [5]);
    // 'b' was the least recently used.
    expect([cache.get('b', 1), Array.from(cache.get('a', 1)!), Array.from(cache.get('c', 1)!)]).toEqual([
      undefined,
      [3, 1, 2],
      [5],
    ]);
    // Another version: the entry is stale and goes, even when the old version is asked again.
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cacheStats(db).list).toEqual({ hits: 3, misses: 3 });
    // The same handle, the same cache; 0 turns it off.
    expect(listCache(db, 2)).toBe(cache);
    expect(listCache(handle(), 0)).toBeUndefined();
  });

  test("keeps a list's finished pages with it, the least recently used out past 20, and none for another version", () => {
    const cache = listCache(handle(), 10)!;
    cache.setPage('q', 1, 'p1', { rows: 1 });
    expect(cache.getPage('q', 1, 'p1')).toBeUndefined();
    cache.set('q', 1, [1, 2, 3]);
    for (let page = 1; page <= 20; page += 1) cache.setPage('q', 1, `p${page}`, { page });
    expect(cache.getPage('q', 1, 'p1')).toEqual({ page: 1 });
    cache.setPage('q', 1, 'p21', { page: 21 });
    expect([cache.getPage('q', 1, 'p1'), cache.getPage('q', 1, 'p2'), cache.getPage('q', 1, 'p21')]).toEqual([
      { page: 1 },
      undefined,
      { page: 21 },
    ]);
    expect(cache.getPage('q', 2, 'p1')).toBeUndefined();
    expect(cache.get('q', 1)).toBeUndefined();
  });

  test('a list too long to keep is returned but not kept', () => {
    const cache = listCache(handle(), 10)!;
    const ids = Array.from({ length: 200_001 }, (_, i) => i);
    expect(cache.set('all', 1, ids)).toHaveLength(200_001);
    expect(cache.get('all', 1)).toBeUndefined();
  });
});
