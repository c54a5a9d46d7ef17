import type { Category, Section, SubCategory } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { localize, localizedFor } from '../../lib/localize';
import { imageAssets } from '../files/repo';

const CATEGORY_FIELDS = ['name', 'seo_title', 'seo_description'] as const;
const SUB_CATEGORY_FIELDS = ['name'] as const;

/** Categories with their sub-categories and image, heaviest queue first; optionally one section or some ids. */
export async function listCategories(
  db: Db,
  langs: readonly string[],
  filter: { section?: Section; ids?: readonly number[] } = {},
): Promise<Category[]> {
  let query = db
    .selectFrom('categories')
    .select(['id', 'section', 'seo_name', 'queue', 'image_id'])
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc');
  if (filter.section) query = query.where('section', '=', filter.section);
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    query = query.where('id', 'in', [...filter.ids]);
  }
  const categories = await query.execute();
  if (categories.length === 0) return [];
  const ids = categories.map((c) => c.id);

  const [translations, subCategories, images] = await Promise.all([
    db
      .selectFrom('category_translations')
      .select(['category_id', 'lang', 'name', 'seo_title', 'seo_description'])
      .where('category_id', 'in', ids)
      .execute(),
    db
      .selectFrom('sub_categories')
      .select(['id', 'category_id', 'seo_name', 'queue'])
      .where('category_id', 'in', ids)
      .orderBy('queue', 'desc')
      .orderBy('id', 'asc')
      .execute(),
    imageAssets(
      db,
      categories.map((c) => c.image_id),
    ),
  ]);
  const subIds = subCategories.map((s) => s.id);
  const subTranslations =
    subIds.length === 0
      ? []
      : await db
          .selectFrom('sub_category_translations')
          .select(['sub_category_id', 'lang', 'name'])
          .where('sub_category_id', 'in', subIds)
          .execute();

  const categoryTexts = localize(translations, (r) => r.category_id, CATEGORY_FIELDS, langs);
  const subTexts = localize(subTranslations, (r) => r.sub_category_id, SUB_CATEGORY_FIELDS, langs);
  const subsByCategory = new Map<number, SubCategory[]>();
  for (const sub of subCategories) {
    const list = subsByCategory.get(sub.category_id) ?? [];
    list.push({ ...sub, ...localizedFor(subTexts, sub.id, SUB_CATEGORY_FIELDS, langs) });
    subsByCategory.set(sub.category_id, list);
  }

  return categories.map((c) => ({
    id: c.id,
    section: c.section as Section,
    seo_name: c.seo_name,
    queue: c.queue,
    image: c.image_id === null ? null : (images.get(c.image_id) ?? null),
    sub_categories: subsByCategory.get(c.id) ?? [],
    ...localizedFor(categoryTexts, c.id, CATEGORY_FIELDS, langs),
  }));
}

export interface ProductList {
  categoryId: number;
  /** Set when the seo_name is a sub-category's. */
  subCategoryId: number | null;
}

/** The product list `/products/{seo_name}` shows: a category's seo_name first, else a sub-category's. */
export async function findProductList(db: Db, seoName: string): Promise<ProductList | undefined> {
  const category = await db.selectFrom('categories').select('id').where('seo_name', '=', seoName).executeTakeFirst();
  if (category) return { categoryId: category.id, subCategoryId: null };
  const sub = await db
    .selectFrom('sub_categories')
    .select(['id', 'category_id'])
    .where('seo_name', '=', seoName)
    .executeTakeFirst();
  return sub ? { categoryId: sub.category_id, subCategoryId: sub.id } : undefined;
}

/** The name of the product list `/products/{seo_name}` in one language (its page's title when page meta has none). */
export async function findProductListName(db: Db, seoName: string, lang: string): Promise<string | null> {
  const list = await findProductList(db, seoName);
  if (!list) return null;
  const row = list.subCategoryId
    ? await db
        .selectFrom('sub_category_translations')
        .select('name')
        .where('sub_category_id', '=', list.subCategoryId)
        .where('lang', '=', lang)
        .executeTakeFirst()
    : await db
        .selectFrom('category_translations')
        .select('name')
        .where('category_id', '=', list.categoryId)
        .where('lang', '=', lang)
        .executeTakeFirst();
  return row?.name ?? null;
}
