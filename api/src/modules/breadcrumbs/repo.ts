import type { BreadcrumbMap } from '@vitrin/shared-libs/types/public';
import type { Db } from '../../db/connection';
import { type LocalizedSource, localizedRows } from '../../lib/localize';
import { imageAssets } from '../files/repo';

export const BREADCRUMBS: LocalizedSource<'title'> = {
  table: 'breadcrumbs',
  columns: ['id', 'key', 'image_id'],
  translations: 'breadcrumb_translations',
  owner: 'breadcrumb_id',
  fields: ['title'],
  orderBy: 'key',
};

export type BreadcrumbRow = { id: number; key: string; image_id: number | null };

/** Every inner page's banner (image and per-language title), keyed by page key. */
export async function breadcrumbMap(db: Db, langs: readonly string[]): Promise<BreadcrumbMap> {
  const { items, files: images } = await localizedRows(db, BREADCRUMBS, langs, (rows: readonly BreadcrumbRow[]) =>
    imageAssets(
      db,
      rows.map((r) => r.image_id),
    ),
  );
  const map: BreadcrumbMap = {};
  for (const { id: _id, image_id, ...item } of items) {
    map[item.key] = { ...item, image: image_id === null ? null : (images.get(image_id) ?? null) };
  }
  return map;
}
