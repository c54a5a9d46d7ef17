import type { Category, HomeIcon, HomeSlide } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { type LocalizedSource, localizedRows } from '../../lib/localize';
import { listCategories } from '../categories/repo';
import { imageAssets } from '../files/repo';

const SLIDES: LocalizedSource<'title' | 'subtitle'> = {
  table: 'home_slides',
  columns: ['id', 'image_id', 'link', 'queue'],
  translations: 'home_slide_translations',
  owner: 'home_slide_id',
  fields: ['title', 'subtitle'],
};
const ICONS: LocalizedSource<'title' | 'link'> = {
  table: 'home_icons',
  columns: ['id', 'file_id', 'queue'],
  translations: 'home_icon_translations',
  owner: 'home_icon_id',
  fields: ['title', 'link'],
};

export async function listHomeSlides(db: Db, langs: readonly string[]): Promise<HomeSlide[]> {
  type Row = { id: number; image_id: number | null; link: string | null; queue: number };
  const { items, files: images } = await localizedRows(db, SLIDES, langs, (rows: readonly Row[]) =>
    imageAssets(
      db,
      rows.map((s) => s.image_id),
    ),
  );
  return items.map(({ image_id, ...slide }) => ({ ...slide, image: image_id === null ? null : (images.get(image_id) ?? null) }));
}

export async function listHomeIcons(db: Db, langs: readonly string[]): Promise<HomeIcon[]> {
  type Row = { id: number; file_id: number | null; queue: number };
  const { items, files: images } = await localizedRows(db, ICONS, langs, (rows: readonly Row[]) =>
    imageAssets(
      db,
      rows.map((i) => i.file_id),
    ),
  );
  return items.map(({ file_id, ...icon }) => ({ ...icon, file_img: file_id === null ? null : (images.get(file_id) ?? null) }));
}

/** The featured categories in their home-page order. */
export async function listFeaturedCategories(db: Db, langs: readonly string[]): Promise<Category[]> {
  const featured = await db
    .selectFrom('home_featured_categories')
    .select(['category_id'])
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
  const order = featured.map((f) => f.category_id);
  const categories = await listCategories(db, langs, { ids: order });
  const byId = new Map(categories.map((c) => [c.id, c]));
  return order.map((id) => byId.get(id)).filter((c): c is Category => c !== undefined);
}
