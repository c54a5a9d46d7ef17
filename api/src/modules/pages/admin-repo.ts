import type { AdminPage } from '@vitrin/shared-libs/types/content';
import type { Db } from '../../db/connection';
import { localize, localizedFor } from '../../lib/localize';
import { imageAssets } from '../files/repo';
import { PAGE_KEYS } from '../../lib/page-keys';
import { liveNow, scheduledView, siteTimeZone } from '../../lib/schedule';

const FIELDS = ['title', 'body'] as const;

/** Every content page with its texts in every language, in PAGE_KEYS order. */
export async function listAdminPages(db: Db, langs: readonly string[]): Promise<AdminPage[]> {
  const pages = await db
    .selectFrom('pages')
    .select(['id', 'key', 'image_id', 'updated_at', 'publish_at', 'unpublish_at'])
    .execute();
  if (pages.length === 0) return [];
  const [translations, images, zone] = await Promise.all([
    db
      .selectFrom('page_translations')
      .select(['page_id', 'lang', 'title', 'body'])
      .where(
        'page_id',
        'in',
        pages.map((p) => p.id),
      )
      .execute(),
    imageAssets(
      db,
      pages.map((p) => p.image_id),
    ),
    siteTimeZone(db),
  ]);
  const now = liveNow(db);
  const texts = localize(translations, (r) => r.page_id, FIELDS, langs);
  const order = (key: string) => {
    const index = PAGE_KEYS.indexOf(key);
    return index < 0 ? PAGE_KEYS.length : index;
  };
  return pages
    .sort((a, b) => order(a.key) - order(b.key) || a.key.localeCompare(b.key))
    .map((p) => ({
      page: p.key,
      image: p.image_id === null ? null : (images.get(p.image_id) ?? null),
      updated_at: p.updated_at,
      ...scheduledView(p, zone, now),
      ...localizedFor(texts, p.id, FIELDS, langs),
    }));
}

/** The page row of a key, created on first save when the key is a known content page. */
export async function pageRow(db: Db, key: string): Promise<{ id: number; image_id: number | null } | undefined> {
  const row = await db.selectFrom('pages').select(['id', 'image_id']).where('key', '=', key).executeTakeFirst();
  if (row || !PAGE_KEYS.includes(key)) return row;
  return db
    .insertInto('pages')
    .values({ key, image_id: null, updated_at: new Date().toISOString() })
    .returning(['id', 'image_id'])
    .executeTakeFirstOrThrow();
}
