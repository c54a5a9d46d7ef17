/** Category and sub-category writes: form_data → rows and translations; delete; ordering. */
import type { Section } from '@vitrin/shared-libs/types/api';
import type { QueueEntry } from '@vitrin/shared-libs/utils/queue';
import { slugify } from '@vitrin/shared-libs/utils/slug';
import { categorySchema } from '@vitrin/shared-libs/validation/category';
import { FAILED, ORDER_NOT_CHANGED, REQUIRED } from '@vitrin/shared-libs/validation/messages';
import { type Db, inTransaction } from '../../db/connection';
import { ValidationFailed } from '../../lib/http';
import { nowIso } from '../../lib/time';
import { validate } from '../../lib/validation';
import { bumpCatalogueVersion } from '../products/list-cache';
import { nextQueue } from '../../lib/queue';

/** form_data arrives as a JSON string (the spec's client) or an object; anything else is a 422. */
export function readFormData(body: unknown): Record<string, unknown> {
  const value = (body as Record<string, unknown> | undefined)?.form_data ?? body;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // falls through to the 422 below
    }
    throw new ValidationFailed({ form_data: 'Geçerli JSON olmalı' }, FAILED);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new ValidationFailed({ form_data: REQUIRED }, FAILED);
}

export interface CategoryInput {
  seo_name: string;
  texts: Record<string, { name: string | null; seo_title: string | null; seo_description: string | null }>;
}

/** A category's (or, with `sub`, a sub-category's) fields; the default language's name is required. */
export async function readCategoryInput(
  form: Record<string, unknown>,
  langs: readonly string[],
  defaultLang: string,
  sub: boolean,
): Promise<CategoryInput> {
  const values = (await validate(categorySchema(langs, defaultLang, sub), form, FAILED)) as Record<string, string | null>;
  const seoName = slugify(values.seo_name ?? values[`name_${defaultLang}`] ?? '');
  if (seoName === '') throw new ValidationFailed({ seo_name: REQUIRED }, FAILED);
  const texts: CategoryInput['texts'] = {};
  for (const lang of langs) {
    texts[lang] = {
      name: values[`name_${lang}`] ?? null,
      seo_title: values[`seo_title_${lang}`] ?? null,
      seo_description: values[`seo_description_${lang}`] ?? null,
    };
  }
  return { seo_name: seoName, texts };
}

/**
 * Whether another category or sub-category has the seo_name: both are product lists at `/products/{seo_name}`
 * (docs/decisions.md), so one name may lead to one list only.
 */
async function seoNameTaken(db: Db, table: 'categories' | 'sub_categories', seoName: string, id?: number): Promise<boolean> {
  const other = table === 'categories' ? 'sub_categories' : 'categories';
  let query = db.selectFrom(table).select('id').where('seo_name', '=', seoName);
  if (id !== undefined) query = query.where('id', '!=', id);
  if ((await query.executeTakeFirst()) !== undefined) return true;
  return (await db.selectFrom(other).select('id').where('seo_name', '=', seoName).executeTakeFirst()) !== undefined;
}

/** Inserts or updates a main category; returns its id. `imageId` replaces the image when given. */
export async function saveCategory(
  db: Db,
  section: Section,
  input: CategoryInput,
  id?: number,
  imageId?: number,
): Promise<number> {
  if (await seoNameTaken(db, 'categories', input.seo_name, id)) {
    throw new ValidationFailed({ seo_name: 'Bu SEO adı kullanılıyor' }, FAILED);
  }
  return inTransaction(db, async (tx) => {
    const now = nowIso();
    let categoryId = id;
    if (categoryId === undefined) {
      const queue = await nextQueue(tx, 'categories', { section });
      const row = await tx
        .insertInto('categories')
        .values({
          section,
          seo_name: input.seo_name,
          queue,
          image_id: imageId ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryId = row.id;
    } else {
      await tx
        .updateTable('categories')
        .set({ seo_name: input.seo_name, updated_at: now, ...(imageId !== undefined ? { image_id: imageId } : {}) })
        .where('id', '=', categoryId)
        .execute();
      await tx.deleteFrom('category_translations').where('category_id', '=', categoryId).execute();
    }
    const rows = Object.entries(input.texts).map(([lang, t]) => ({ category_id: categoryId, lang, ...t }));
    if (rows.length > 0) await tx.insertInto('category_translations').values(rows).execute();
    return categoryId;
  });
}

/** Inserts or updates a sub-category of `categoryId`; returns its id. */
export async function saveSubCategory(db: Db, categoryId: number, input: CategoryInput, id?: number): Promise<number> {
  if (await seoNameTaken(db, 'sub_categories', input.seo_name, id)) {
    throw new ValidationFailed({ seo_name: 'Bu SEO adı kullanılıyor' }, FAILED);
  }
  return inTransaction(db, async (tx) => {
    const now = nowIso();
    let subId = id;
    if (subId === undefined) {
      const queue = await nextQueue(tx, 'sub_categories', { category_id: categoryId });
      const row = await tx
        .insertInto('sub_categories')
        .values({
          category_id: categoryId,
          seo_name: input.seo_name,
          queue,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      subId = row.id;
    } else {
      await tx.updateTable('sub_categories').set({ seo_name: input.seo_name, updated_at: now }).where('id', '=', subId).execute();
      await tx.deleteFrom('sub_category_translations').where('sub_category_id', '=', subId).execute();
    }
    const rows = Object.entries(input.texts).map(([lang, t]) => ({ sub_category_id: subId, lang, name: t.name }));
    if (rows.length > 0) await tx.insertInto('sub_category_translations').values(rows).execute();
    return subId;
  });
}

/** Deletes a main category with its sub-categories; refused while products use it. Returns its image id. */
export async function deleteCategory(db: Db, id: number): Promise<{ found: boolean; imageId: number | null }> {
  const category = await db.selectFrom('categories').select('image_id').where('id', '=', id).executeTakeFirst();
  if (!category) return { found: false, imageId: null };
  const used = await db.selectFrom('products').select('id').where('category_id', '=', id).executeTakeFirst();
  if (used)
    throw new ValidationFailed(
      { id: 'Bu kategoride ürün var; önce ürünleri silin veya başka kategoriye taşıyın' },
      // The reason itself: retrying cannot help until the products are gone.
      'Bu kategoride ürün var; önce ürünleri silin veya başka kategoriye taşıyın.',
    );
  await db.deleteFrom('categories').where('id', '=', id).execute();
  return { found: true, imageId: category.image_id };
}

/** Deletes a sub-category; its products stay in the main category (their sub_category_id is cleared). */
export async function deleteSubCategory(db: Db, id: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const result = await tx.deleteFrom('sub_categories').where('id', '=', id).executeTakeFirst();
    const deleted = Number(result.numDeletedRows) > 0;
    if (deleted) await bumpCatalogueVersion(tx);
    return deleted;
  });
}

/** New weights for a section's categories, or (with `categoryId`) for one category's sub-categories. */
export async function setCategoryQueue(
  db: Db,
  section: Section,
  categoryId: number | null,
  queue: readonly QueueEntry[],
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const ids = queue.map((q) => q.id);
    const found =
      categoryId === null
        ? await tx.selectFrom('categories').select('id').where('section', '=', section).where('id', 'in', ids).execute()
        : await tx
            .selectFrom('sub_categories')
            .select('id')
            .where('category_id', '=', categoryId)
            .where('id', 'in', ids)
            .execute();
    if (found.length !== new Set(ids).size)
      throw new ValidationFailed({ queue: 'Listede bu bölüme ait olmayan kayıt var' }, ORDER_NOT_CHANGED);
    for (const entry of queue) {
      if (categoryId === null)
        await tx.updateTable('categories').set({ queue: entry.queue }).where('id', '=', entry.id).execute();
      else await tx.updateTable('sub_categories').set({ queue: entry.queue }).where('id', '=', entry.id).execute();
    }
  });
}
