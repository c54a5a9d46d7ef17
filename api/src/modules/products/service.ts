/** Product writes: save (insert or update) with texts, vehicle types, OEM rows and specs; delete; ordering. */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { PRODUCT_TEXT_FIELDS, productTextField, type ProductTextField } from '@vitrin/shared-libs/registry/productFields';
import type { Section } from '@vitrin/shared-libs/types/api';
import type { GalleryType } from '@vitrin/shared-libs/types/catalogue';
import { slugify } from '@vitrin/shared-libs/utils/slug';
import type { QueueEntry } from '@vitrin/shared-libs/utils/queue';
import { type Db, inTransaction } from '../../db/connection';
import type { Database } from '../../db/database';
import { foldCode, foldText } from '../../lib/fold';
import { ValidationFailed } from '../../lib/http';
import { searchTextOf } from '../../lib/search-text';
import { nowIso } from '../../lib/time';
import type { ProductInput } from './input';
import { bumpCatalogueVersion } from './list-cache';
import { nextQueue } from '../../lib/queue';
import { SPEC_KEY_TABLE, specNumber } from '@vitrin/shared-libs/registry/specKeys';
import { FAILED, ORDER_NOT_CHANGED, REQUIRED } from '@vitrin/shared-libs/validation/messages';

type Tx = Transaction<Database> | Db;

/** The category (and sub-category) must exist and belong to the section; the seo name must be free. */
async function checkReferences(db: Tx, input: ProductInput, seoName: string, id?: number): Promise<void> {
  const errors: Record<string, string> = {};
  const category = await db
    .selectFrom('categories')
    .select(['id', 'section'])
    .where('id', '=', input.category_id)
    .executeTakeFirst();
  if (!category || category.section !== input.section) errors.category_id = 'Kategori bulunamadı';
  if (input.sub_category_id !== null) {
    const sub = await db
      .selectFrom('sub_categories')
      .select('category_id')
      .where('id', '=', input.sub_category_id)
      .executeTakeFirst();
    if (!sub || sub.category_id !== input.category_id) errors.sub_category_id = 'Alt kategori bu kategoriye ait değil';
  }
  let taken = db.selectFrom('products').select('id').where('seo_name', '=', seoName);
  if (id !== undefined) taken = taken.where('id', '!=', id);
  if (await taken.executeTakeFirst()) errors.seo_name = 'Bu SEO adı başka bir üründe kullanılıyor';
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors, FAILED);
}

/** The seo name a product is stored under: the one given, else its code, as a slug ('' when neither makes one). */
export const seoNameOf = (input: Pick<ProductInput, 'seo_name' | 'code'>): string =>
  slugify(input.seo_name ?? input.code) || slugify(input.code);

/** The products row of an input (its search text included), as saveProduct and the catalogue import write it. */
export function productRowOf(input: ProductInput, seoName: string, now: string) {
  const names = Object.values(input.texts).map((t) => t.name);
  return {
    code: input.code,
    code_folded: foldCode(input.code),
    section: input.section,
    category_id: input.category_id,
    sub_category_id: input.sub_category_id,
    seo_name: seoName,
    is_active: input.is_active ? 1 : 0,
    search_text: searchTextOf(
      input.code,
      input.oem_numbers.map((o) => o.number),
      names,
    ),
    updated_at: now,
  };
}

/** Rows a statement inserts at most: well under both engines' bound parameter limits. */
const ROWS_PER_STATEMENT = 500;

/** `rows` in slices of ROWS_PER_STATEMENT, for multi-row statements. */
export function* slices<T>(rows: readonly T[], size = ROWS_PER_STATEMENT): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** Removes the texts, vehicle types, OEM rows and specs of products (before writing them anew). */
export async function clearProductChildren(tx: Tx, ids: readonly number[]): Promise<void> {
  for (const part of slices(ids)) {
    await tx.deleteFrom('product_translations').where('product_id', 'in', part).execute();
    await tx.deleteFrom('product_transporter_types').where('product_id', 'in', part).execute();
    await tx.deleteFrom('product_oem_numbers').where('product_id', 'in', part).execute();
    await tx.deleteFrom('product_specs').where('product_id', 'in', part).execute();
  }
}

/**
 * Writes the texts (rich-text fields cleaned by `sanitize`), vehicle types, OEM rows and specs of products, in
 * multi-row statements: one product for saveProduct, thousands for the catalogue import.
 */
export async function writeProductChildren(
  tx: Tx,
  products: readonly { productId: number; input: ProductInput }[],
  sanitize: (html: string | null) => string | null,
): Promise<void> {
  const translations = products.flatMap(({ productId, input }) =>
    Object.entries(input.texts).map(([lang, t]) => ({
      product_id: productId,
      lang,
      // Every field of the product-field registry; the rich-text ones cleaned of unsafe HTML.
      ...(Object.fromEntries(
        PRODUCT_TEXT_FIELDS.map((field) => [field, productTextField(field).input === 'richText' ? sanitize(t[field]) : t[field]]),
      ) as Record<ProductTextField, string | null>),
      name_folded: t.name ? foldText(t.name) : null,
    })),
  );
  const types = products.flatMap(({ productId, input }) =>
    input.transporter_types.map((type) => ({ product_id: productId, transporter_type: type })),
  );
  const oems = products.flatMap(({ productId, input }) =>
    input.oem_numbers.map((oem, index) => ({
      product_id: productId,
      manufacturer: oem.manufacturer,
      number: oem.number,
      number_folded: foldCode(oem.number),
      queue: input.oem_numbers.length - index,
    })),
  );
  // A spec's labels follow it by (product, queue): each product's specs have distinct weights.
  const labelsOf = new Map<string, Record<string, string | null>>();
  const specs = products.flatMap(({ productId, input }) =>
    input.specs.map((spec, index) => {
      const queue = input.specs.length - index;
      labelsOf.set(`${productId}:${queue}`, spec.labels);
      return {
        product_id: productId,
        spec_key: spec.key,
        value: spec.value,
        value_number: spec.key && SPEC_KEY_TABLE[spec.key].kind === 'number' ? specNumber(spec.value) : null,
        unit: spec.unit,
        queue,
      };
    }),
  );
  for (const part of slices(translations)) await tx.insertInto('product_translations').values(part).execute();
  for (const part of slices(types)) await tx.insertInto('product_transporter_types').values(part).execute();
  for (const part of slices(oems)) await tx.insertInto('product_oem_numbers').values(part).execute();
  for (const part of slices(specs)) {
    const inserted = await tx.insertInto('product_specs').values(part).returning(['id', 'product_id', 'queue']).execute();
    const labels = inserted.flatMap((spec) =>
      Object.entries(labelsOf.get(`${spec.product_id}:${spec.queue}`) ?? {}).map(([lang, label]) => ({
        product_spec_id: spec.id,
        lang,
        label,
      })),
    );
    for (const labelPart of slices(labels)) await tx.insertInto('product_spec_translations').values(labelPart).execute();
  }
}

/**
 * Inserts (no id) or updates a product and replaces its texts, vehicle types, OEM rows and specs in one
 * transaction. `sanitize` cleans the rich-text fields' HTML before it is stored. Returns the product id.
 */
export async function saveProduct(
  db: Db,
  input: ProductInput,
  sanitize: (html: string | null) => string | null,
  id?: number,
  /** The publishing window (lib/schedule.ts readSchedule); left out: kept as stored. */
  schedule?: { publish_at: string | null; unpublish_at: string | null },
): Promise<number> {
  const seoName = seoNameOf(input);
  if (seoName === '') throw new ValidationFailed({ seo_name: REQUIRED }, FAILED);
  return inTransaction(db, async (tx) => {
    await checkReferences(tx, input, seoName, id);
    const now = nowIso();
    const row = { ...productRowOf(input, seoName, now), ...schedule };
    let productId: number;
    if (id === undefined) {
      // A new product goes to the top of its section's order.
      const queue = await nextQueue(tx, 'products', { section: input.section });
      const inserted = await tx
        .insertInto('products')
        .values({ ...row, token: newProductToken(), queue, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      productId = inserted.id;
    } else {
      await tx.updateTable('products').set(row).where('id', '=', id).execute();
      productId = id;
      await clearProductChildren(tx, [id]);
    }
    await writeProductChildren(tx, [{ productId, input }], sanitize);
    await bumpCatalogueVersion(tx);
    return productId;
  });
}

/** A new product's stable public id (the cart's). */
export const newProductToken = (): string => randomBytes(12).toString('base64url');

/** Deletes products and returns the ids of their stored files, for removeFiles(). */
export async function deleteProducts(db: Db, ids: readonly number[]): Promise<{ deleted: number; fileIds: number[] }> {
  if (ids.length === 0) return { deleted: 0, fileIds: [] };
  return inTransaction(db, async (tx) => {
    const files = await tx
      .selectFrom('product_files')
      .select('file_id')
      .where('product_id', 'in', [...ids])
      .execute();
    const result = await tx
      .deleteFrom('products')
      .where('id', 'in', [...ids])
      .executeTakeFirst();
    await bumpCatalogueVersion(tx);
    return { deleted: Number(result.numDeletedRows), fileIds: files.map((f) => f.file_id) };
  });
}

/** Applies new weights to products of one section; ids of another section are refused. */
export async function setProductQueue(db: Db, section: Section, queue: readonly QueueEntry[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    const ids = queue.map((q) => q.id);
    const found = await tx.selectFrom('products').select('id').where('section', '=', section).where('id', 'in', ids).execute();
    if (found.length !== new Set(ids).size)
      throw new ValidationFailed({ queue: 'Listede bu bölüme ait olmayan ürün var' }, ORDER_NOT_CHANGED);
    for (const entry of queue) await tx.updateTable('products').set({ queue: entry.queue }).where('id', '=', entry.id).execute();
    await bumpCatalogueVersion(tx);
  });
}

/** Orders one gallery of a product: `fileIds` (product_files ids) first to last get weights length … 1. */
export async function setFilesQueue(
  db: Db,
  productId: number,
  galleryType: GalleryType,
  fileIds: readonly number[],
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const found = await tx
      .selectFrom('product_files')
      .select('id')
      .where('product_id', '=', productId)
      .where('gallery_type', '=', galleryType)
      .execute();
    const known = new Set(found.map((f) => f.id));
    if (fileIds.length !== new Set(fileIds).size || fileIds.some((id) => !known.has(id))) {
      throw new ValidationFailed(
        { file_list: 'Listede bu galeriye ait olmayan dosya var' },
        'İşleminde Hata Oldu. Tekrar Deneyiniz!',
      );
    }
    for (const [index, id] of fileIds.entries()) {
      await tx
        .updateTable('product_files')
        .set({ queue: fileIds.length - index })
        .where('id', '=', id)
        .execute();
    }
    await bumpCatalogueVersion(tx);
  });
}

/** Attaches a stored file to a product's gallery, last in its order, with its alt texts. */
export async function addProductFile(
  db: Db,
  productId: number,
  fileId: number,
  galleryType: GalleryType,
  alts: Record<string, string | null>,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const bottom = await tx
      .selectFrom('product_files')
      .select((eb) => eb.fn.min<number | null>('queue').as('queue'))
      .where('product_id', '=', productId)
      .where('gallery_type', '=', galleryType)
      .executeTakeFirst();
    const min = bottom?.queue;
    const { id } = await tx
      .insertInto('product_files')
      .values({
        product_id: productId,
        file_id: fileId,
        gallery_type: galleryType,
        queue: min === null || min === undefined ? 1 : Number(min) - 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setFileAlts(tx, id, alts);
    await bumpCatalogueVersion(tx);
    return id;
  });
}

export async function setFileAlts(db: Tx, productFileId: number, alts: Record<string, string | null>): Promise<void> {
  await db.deleteFrom('product_file_translations').where('product_file_id', '=', productFileId).execute();
  const rows = Object.entries(alts).map(([lang, alt]) => ({ product_file_id: productFileId, lang, alt }));
  if (rows.length > 0) await db.insertInto('product_file_translations').values(rows).execute();
}

/** Detaches a gallery file; returns the stored file's id for removeFiles(), or undefined when unknown. */
export async function deleteProductFile(db: Db, productId: number, productFileId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('product_files')
    .select('file_id')
    .where('id', '=', productFileId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!row) return undefined;
  await inTransaction(db, async (tx) => {
    await tx.deleteFrom('product_files').where('id', '=', productFileId).execute();
    await bumpCatalogueVersion(tx);
  });
  return row.file_id;
}
