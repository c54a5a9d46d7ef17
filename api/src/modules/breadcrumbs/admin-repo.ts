import type { AdminBreadcrumb } from '@vitrin/shared-libs/types/content';
import type { Db } from '../../db/connection';
import { emptyLocalized, localizedOnly, localizedRows } from '../../lib/localize';
import { imageAssets } from '../files/repo';
import { BREADCRUMBS, type BreadcrumbRow } from './repo';

/** The public pages that show a banner (SPEC.md §2 route names; home, login and 404 have none). */
export const BREADCRUMB_KEYS = [
  'about_us',
  'vision_mission',
  'global_brand',
  'sustainability',
  'our_policies',
  'career',
  'quality_policy',
  'certificates',
  'categories',
  'products',
  'product_details',
  'search_products',
  'news',
  'videos',
  'photos',
  'blog',
  'catalogues',
  'cart',
  'checkout',
  'contact',
  'human_resources',
  'contract',
] as const;

/** Every breadcrumb key with its banner and titles (null where nothing is saved yet). */
export async function listAdminBreadcrumbs(db: Db, langs: readonly string[]): Promise<AdminBreadcrumb[]> {
  const { items, files: images } = await localizedRows(
    db,
    { ...BREADCRUMBS, orderBy: null },
    langs,
    (rows: readonly BreadcrumbRow[]) =>
      imageAssets(
        db,
        rows.map((r) => r.image_id),
      ),
  );
  const byKey = new Map(items.map((item) => [item.key, item]));
  return BREADCRUMB_KEYS.map((key) => {
    const item = byKey.get(key);
    return {
      key,
      image: item?.image_id ? (images.get(item.image_id) ?? null) : null,
      ...(item ? localizedOnly(item, BREADCRUMBS.fields, langs) : emptyLocalized(BREADCRUMBS.fields, langs)),
    };
  });
}

/** The breadcrumb row of a known key, created on its first save. */
export async function breadcrumbRow(db: Db, key: string): Promise<{ id: number; image_id: number | null } | undefined> {
  if (!(BREADCRUMB_KEYS as readonly string[]).includes(key)) return undefined;
  const row = await db.selectFrom('breadcrumbs').select(['id', 'image_id']).where('key', '=', key).executeTakeFirst();
  if (row) return row;
  return db
    .insertInto('breadcrumbs')
    .values({ key, image_id: null, updated_at: new Date().toISOString() })
    .returning(['id', 'image_id'])
    .executeTakeFirstOrThrow();
}
