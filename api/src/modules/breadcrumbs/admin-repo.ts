import { BANNER_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';
import type { AdminBreadcrumb } from '@vitrin/shared-libs/types/content';
import type { Db } from '../../db/connection';
import { localize, localizedFor } from '../../lib/localize';
import { imageAssets } from '../files/repo';

/** The public pages that show a banner (by route name; home, login and 404 have none). */
export const BREADCRUMB_KEYS: readonly string[] = BANNER_ROUTES;

const FIELDS = ['title'] as const;

/** Every breadcrumb key with its banner and titles (null where nothing is saved yet). */
export async function listAdminBreadcrumbs(db: Db, langs: readonly string[]): Promise<AdminBreadcrumb[]> {
  const rows = await db.selectFrom('breadcrumbs').select(['id', 'key', 'image_id']).execute();
  const ids = rows.map((r) => r.id);
  const [translations, images] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('breadcrumb_translations')
          .select(['breadcrumb_id', 'lang', 'title'])
          .where('breadcrumb_id', 'in', ids)
          .execute(),
    imageAssets(
      db,
      rows.map((r) => r.image_id),
    ),
  ]);
  const texts = localize(translations, (r) => r.breadcrumb_id, FIELDS, langs);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return BREADCRUMB_KEYS.map((key) => {
    const row = byKey.get(key);
    return {
      key,
      image: row?.image_id ? (images.get(row.image_id) ?? null) : null,
      ...localizedFor(texts, row?.id ?? 0, FIELDS, langs),
    };
  });
}

/** The breadcrumb row of a known key, created on its first save. */
export async function breadcrumbRow(db: Db, key: string): Promise<{ id: number; image_id: number | null } | undefined> {
  if (!BREADCRUMB_KEYS.includes(key)) return undefined;
  const row = await db.selectFrom('breadcrumbs').select(['id', 'image_id']).where('key', '=', key).executeTakeFirst();
  if (row) return row;
  return db
    .insertInto('breadcrumbs')
    .values({ key, image_id: null, updated_at: new Date().toISOString() })
    .returning(['id', 'image_id'])
    .executeTakeFirstOrThrow();
}
