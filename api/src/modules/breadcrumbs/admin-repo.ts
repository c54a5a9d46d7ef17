import { BANNER_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';
import type { AdminBreadcrumb } from '@vitrin/shared-libs/types/content';
import type { Db } from '../../db/connection';
import { emptyLocalized, localizedOnly, localizedRows } from '../../lib/localize';
import { imageAssets } from '../files/repo';
import { BREADCRUMBS, type BreadcrumbRow } from './repo';

/** The public pages that show a banner (by route name; home, login and 404 have none). */
export const BREADCRUMB_KEYS: readonly string[] = BANNER_ROUTES;

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
  if (!BREADCRUMB_KEYS.includes(key)) return undefined;
  const row = await db.selectFrom('breadcrumbs').select(['id', 'image_id']).where('key', '=', key).executeTakeFirst();
  if (row) return row;
  return db
    .insertInto('breadcrumbs')
    .values({ key, image_id: null, updated_at: new Date().toISOString() })
    .returning(['id', 'image_id'])
    .executeTakeFirstOrThrow();
}
