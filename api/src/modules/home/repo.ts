import type { Category, HomeIcon, HomeSlide } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { localize, localizedFor } from '../../lib/localize';
import { listCategories } from '../categories/repo';
import { imageAssets } from '../files/repo';

const SLIDE_FIELDS = ['title', 'subtitle'] as const;
const ICON_FIELDS = ['title', 'link'] as const;

export async function listHomeSlides(db: Db, langs: readonly string[]): Promise<HomeSlide[]> {
  const slides = await db
    .selectFrom('home_slides')
    .select(['id', 'image_id', 'link', 'queue'])
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
  if (slides.length === 0) return [];
  const ids = slides.map((s) => s.id);
  const [translations, images] = await Promise.all([
    db
      .selectFrom('home_slide_translations')
      .select(['home_slide_id', 'lang', 'title', 'subtitle'])
      .where('home_slide_id', 'in', ids)
      .execute(),
    imageAssets(
      db,
      slides.map((s) => s.image_id),
    ),
  ]);
  const texts = localize(translations, (r) => r.home_slide_id, SLIDE_FIELDS, langs);
  return slides.map((s) => ({
    id: s.id,
    image: s.image_id === null ? null : (images.get(s.image_id) ?? null),
    link: s.link,
    queue: s.queue,
    ...localizedFor(texts, s.id, SLIDE_FIELDS, langs),
  }));
}

export async function listHomeIcons(db: Db, langs: readonly string[]): Promise<HomeIcon[]> {
  const icons = await db
    .selectFrom('home_icons')
    .select(['id', 'file_id', 'queue'])
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc')
    .execute();
  if (icons.length === 0) return [];
  const ids = icons.map((i) => i.id);
  const [translations, images] = await Promise.all([
    db
      .selectFrom('home_icon_translations')
      .select(['home_icon_id', 'lang', 'title', 'link'])
      .where('home_icon_id', 'in', ids)
      .execute(),
    imageAssets(
      db,
      icons.map((i) => i.file_id),
    ),
  ]);
  const texts = localize(translations, (r) => r.home_icon_id, ICON_FIELDS, langs);
  return icons.map((i) => ({
    id: i.id,
    file_img: i.file_id === null ? null : (images.get(i.file_id) ?? null),
    queue: i.queue,
    ...localizedFor(texts, i.id, ICON_FIELDS, langs),
  }));
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
