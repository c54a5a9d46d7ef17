import type { BreadcrumbMap } from '@vitrin/shared-libs/types/public';
import type { Db } from '../../db/connection';
import { localize, localizedFor } from '../../lib/localize';
import { imageAssets } from '../files/repo';

const FIELDS = ['title'] as const;

/** Every inner page's banner (image and per-language title), keyed by page key. */
export async function breadcrumbMap(db: Db, langs: readonly string[]): Promise<BreadcrumbMap> {
  const rows = await db.selectFrom('breadcrumbs').select(['id', 'key', 'image_id']).orderBy('key').execute();
  if (rows.length === 0) return {};
  const [translations, images] = await Promise.all([
    db
      .selectFrom('breadcrumb_translations')
      .select(['breadcrumb_id', 'lang', 'title'])
      .where(
        'breadcrumb_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute(),
    imageAssets(
      db,
      rows.map((r) => r.image_id),
    ),
  ]);
  const texts = localize(translations, (r) => r.breadcrumb_id, FIELDS, langs);
  const map: BreadcrumbMap = {};
  for (const row of rows) {
    map[row.key] = {
      key: row.key,
      image: row.image_id === null ? null : (images.get(row.image_id) ?? null),
      ...localizedFor(texts, row.id, FIELDS, langs),
    };
  }
  return map;
}
