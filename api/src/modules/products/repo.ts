/** Product reads: summaries for lists and search, the detail, and the page <title> meta. */
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Paged, ProductSummary, Section, TransporterType } from '@vitrin/shared-libs/types/api';
import type { GalleryType, OemNumber, ProductDetail, ProductFile, ProductSpec } from '@vitrin/shared-libs/types/catalogue';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/database';
import { foldCode, foldText } from '../../lib/fold';
import { toImageAsset, uploadUrl } from '../../lib/images';
import { localize, localizedFor } from '../../lib/localize';
import { pagedOf, pageWindow } from './paging';

const SUMMARY_COLUMNS = [
  'products.id',
  'products.token',
  'products.code',
  'products.seo_name',
  'products.section',
  'products.category_id',
  'products.sub_category_id',
  'products.queue',
  'products.is_active',
] as const;
const TEXT_FIELDS = ['name', 'short_description', 'description', 'seo_title', 'seo_description'] as const;

type SummaryRow = {
  id: number;
  token: string;
  code: string;
  seo_name: string;
  section: string;
  category_id: number;
  sub_category_id: number | null;
  queue: number;
  is_active: number;
};

export type AdminProductSummary = ProductSummary & { is_active: boolean };

/** Names, vehicle types and the first gallery image of the given product rows, in their order. */
async function toSummaries(db: Db, rows: SummaryRow[], langs: readonly string[]): Promise<AdminProductSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, types, images] = await Promise.all([
    db.selectFrom('product_translations').select(['product_id', 'lang', 'name']).where('product_id', 'in', ids).execute(),
    db
      .selectFrom('product_transporter_types')
      .select(['product_id', 'transporter_type'])
      .where('product_id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_files')
      .innerJoin('files', 'files.id', 'product_files.file_id')
      .select(['product_files.product_id', 'files.path', 'files.width', 'files.height', 'files.variants'])
      .where('product_files.product_id', 'in', ids)
      .where('product_files.gallery_type', '=', 'image')
      .orderBy('product_files.queue', 'desc')
      .orderBy('product_files.id', 'asc')
      .execute(),
  ]);
  const texts = localize(names, (r) => r.product_id, ['name'] as const, langs);
  const typesOf = new Map<number, TransporterType[]>();
  for (const t of types) typesOf.set(t.product_id, [...(typesOf.get(t.product_id) ?? []), t.transporter_type as TransporterType]);
  const firstImage = new Map<number, (typeof images)[number]>();
  for (const image of images) if (!firstImage.has(image.product_id)) firstImage.set(image.product_id, image);
  return rows.map((r) => ({
    id: r.id,
    token: r.token,
    code: r.code,
    seo_name: r.seo_name,
    section: r.section as Section,
    category_id: r.category_id,
    sub_category_id: r.sub_category_id,
    transporter_types: typesOf.get(r.id) ?? [],
    image: toImageAsset(firstImage.get(r.id)),
    queue: r.queue,
    is_active: r.is_active === 1,
    ...localizedFor(texts, r.id, ['name'] as const, langs),
  }));
}

const strip = ({ is_active: _active, ...summary }: AdminProductSummary): ProductSummary => summary;

type ProductQuery = SelectQueryBuilder<Database, 'products', object>;

/** Only products tagged with one of `types` (none given: no narrowing). */
function withTransporterTypes(query: ProductQuery, types: readonly TransporterType[] | undefined): ProductQuery {
  if (!types || types.length === 0) return query;
  return query.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('product_transporter_types')
        .select('product_transporter_types.product_id')
        .whereRef('product_transporter_types.product_id', '=', 'products.id')
        .where('product_transporter_types.transporter_type', 'in', [...types]),
    ),
  );
}

/** One page of summary rows, heaviest queue first, and the total under the same filters. */
function pageOfRows(query: ProductQuery, perPage: number, offset: number) {
  return Promise.all([
    query
      .select(SUMMARY_COLUMNS)
      .orderBy('products.queue', 'desc')
      .orderBy('products.id', 'asc')
      .limit(perPage)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
}

export interface CategoryProductsFilter {
  categoryId: number;
  subCategoryId?: number;
  transporterTypes?: readonly TransporterType[];
  page?: number;
  perPage: number;
}

/** A category's active products, heaviest queue first, one page. */
export async function listCategoryProducts(
  db: Db,
  filter: CategoryProductsFilter,
  langs: readonly string[],
): Promise<Paged<ProductSummary>> {
  const { page, offset, perPage } = pageWindow(filter.page, filter.perPage);
  let query = db.selectFrom('products').where('products.category_id', '=', filter.categoryId).where('products.is_active', '=', 1);
  if (filter.subCategoryId !== undefined) query = query.where('products.sub_category_id', '=', filter.subCategoryId);
  query = withTransporterTypes(query, filter.transporterTypes);
  const [rows, count] = await pageOfRows(query, perPage, offset);
  const summaries = await toSummaries(db, rows, langs);
  return pagedOf(summaries.map(strip), Number(count.total), page, perPage);
}

export interface SearchFilter {
  search: string;
  transporterTypes?: readonly TransporterType[];
  page?: number;
  perPage: number;
}

/**
 * DOMAIN.md product search: the folded text matches the code, OEM numbers (separators ignored) and names in every
 * language (Turkish letters folded); the vehicle type narrows; exact code or OEM hits rank first.
 */
export async function searchProducts(db: Db, filter: SearchFilter, langs: readonly string[]): Promise<Paged<ProductSummary>> {
  const { page, offset, perPage } = pageWindow(filter.page, filter.perPage);
  const text = foldText(filter.search).trim().replace(/\s+/g, ' ');
  const code = foldCode(filter.search);
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  let query = db.selectFrom('products').where('products.is_active', '=', 1);
  if (text !== '' || code !== '') {
    query = query.where((eb) => {
      const terms = [];
      if (text !== '') terms.push(sql<boolean>`${eb.ref('products.search_text')} like ${like(text)} escape '\\'`);
      if (code !== '' && code !== text)
        terms.push(sql<boolean>`${eb.ref('products.search_text')} like ${like(code)} escape '\\'`);
      return eb.or(terms);
    });
  }
  query = withTransporterTypes(query, filter.transporterTypes);
  const exact =
    code === ''
      ? sql<number>`1`
      : sql<number>`case when ${sql.ref('products.code_folded')} = ${code} or exists (select 1 from product_oem_numbers o where o.product_id = products.id and o.number_folded = ${code}) then 0 else 1 end`;
  const [rows, count] = await Promise.all([
    query
      .select(SUMMARY_COLUMNS)
      .orderBy(exact)
      .orderBy('products.queue', 'desc')
      .orderBy('products.id', 'asc')
      .limit(perPage)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const summaries = await toSummaries(db, rows, langs);
  return pagedOf(summaries.map(strip), Number(count.total), page, perPage);
}

export interface AdminProductsFilter {
  section: Section;
  search?: string;
  categoryId?: number;
  page?: number;
  perPage: number;
}

/** The admin list: active and passive products of a section, heaviest queue first, searchable by code, OEM or name. */
export async function listAdminProducts(
  db: Db,
  filter: AdminProductsFilter,
  langs: readonly string[],
): Promise<Paged<AdminProductSummary>> {
  const { page, offset, perPage } = pageWindow(filter.page, filter.perPage);
  let query = db.selectFrom('products').where('products.section', '=', filter.section);
  if (filter.categoryId !== undefined) query = query.where('products.category_id', '=', filter.categoryId);
  const text = filter.search ? foldText(filter.search).trim() : '';
  const code = filter.search ? foldCode(filter.search) : '';
  if (text !== '' || code !== '') {
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('products.search_text')} like ${`%${text}%`}`,
        sql<boolean>`${eb.ref('products.search_text')} like ${`%${code}%`}`,
      ]),
    );
  }
  const [rows, count] = await pageOfRows(query, perPage, offset);
  return pagedOf(await toSummaries(db, rows, langs), Number(count.total), page, perPage);
}

/** A product's gallery files (every gallery type), each gallery in its own order. */
export async function productFiles(
  db: Db,
  productId: number,
  langs: readonly string[],
  fileIds?: readonly number[],
): Promise<ProductFile[]> {
  let query = db
    .selectFrom('product_files')
    .innerJoin('files', 'files.id', 'product_files.file_id')
    .select([
      'product_files.id',
      'product_files.gallery_type',
      'product_files.queue',
      'files.path',
      'files.kind',
      'files.mime',
      'files.size',
      'files.width',
      'files.height',
      'files.variants',
      'files.original_name',
    ])
    .where('product_files.product_id', '=', productId)
    .orderBy('product_files.gallery_type')
    .orderBy('product_files.queue', 'desc')
    .orderBy('product_files.id', 'asc');
  if (fileIds) query = query.where('product_files.id', 'in', [...fileIds]);
  const rows = await query.execute();
  const ids = rows.map((r) => r.id);
  const alts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('product_file_translations')
          .select(['product_file_id', 'lang', 'alt'])
          .where('product_file_id', 'in', ids)
          .execute();
  const altTexts = localize(alts, (r) => r.product_file_id, ['alt'] as const, langs);
  return rows.map((r) => ({
    id: r.id,
    gallery_type: r.gallery_type as GalleryType,
    queue: r.queue,
    url: uploadUrl(r.path),
    name: r.original_name,
    mime: r.mime,
    size: r.size,
    image: r.kind === 'image' ? toImageAsset(r) : null,
    ...localizedFor(altTexts, r.id, ['alt'] as const, langs),
  }));
}

/** One product with everything its detail page and edit form show; `activeOnly` for the public site. */
export async function findProductDetail(
  db: Db,
  where: { id: number } | { seo_name: string },
  langs: readonly string[],
  activeOnly: boolean,
): Promise<ProductDetail | undefined> {
  let query = db.selectFrom('products').select(SUMMARY_COLUMNS);
  query = 'id' in where ? query.where('products.id', '=', where.id) : query.where('products.seo_name', '=', where.seo_name);
  if (activeOnly) query = query.where('products.is_active', '=', 1);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [[summary], translations, category, categoryNames, oems, specs, files] = await Promise.all([
    toSummaries(db, [row], langs),
    db.selectFrom('product_translations').selectAll().where('product_id', '=', row.id).execute(),
    db.selectFrom('categories').select(['id', 'seo_name', 'section']).where('id', '=', row.category_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('category_translations')
      .select(['category_id', 'lang', 'name'])
      .where('category_id', '=', row.category_id)
      .execute(),
    db
      .selectFrom('product_oem_numbers')
      .select(['id', 'manufacturer', 'number'])
      .where('product_id', '=', row.id)
      .orderBy('queue', 'desc')
      .orderBy('id', 'asc')
      .execute(),
    db
      .selectFrom('product_specs')
      .select(['id', 'value', 'unit'])
      .where('product_id', '=', row.id)
      .orderBy('queue', 'desc')
      .orderBy('id', 'asc')
      .execute(),
    productFiles(db, row.id, langs),
  ]);
  const specIds = specs.map((s) => s.id);
  const specLabels =
    specIds.length === 0
      ? []
      : await db
          .selectFrom('product_spec_translations')
          .select(['product_spec_id', 'lang', 'label'])
          .where('product_spec_id', 'in', specIds)
          .execute();
  const labels = localize(specLabels, (r) => r.product_spec_id, ['label'] as const, langs);
  const texts = localize(translations, (r) => r.product_id, TEXT_FIELDS, langs);
  const categoryTexts = localize(categoryNames, (r) => r.category_id, ['name'] as const, langs);
  return {
    ...summary!,
    ...localizedFor(texts, row.id, TEXT_FIELDS, langs),
    category: {
      ...category,
      section: category.section as Section,
      ...localizedFor(categoryTexts, category.id, ['name'] as const, langs),
    },
    oem_numbers: oems satisfies OemNumber[],
    specs: specs.map((s): ProductSpec => ({ ...s, ...localizedFor(labels, s.id, ['label'] as const, langs) })),
    files,
  };
}

/** An active product's SEO title (or name) and description in one language, for the page's <title>. */
export async function findProductMeta(
  db: Db,
  seoName: string,
  lang: string,
): Promise<{ title: string | null; description: string | null } | undefined> {
  const row = await db
    .selectFrom('products')
    .innerJoin('product_translations', 'product_translations.product_id', 'products.id')
    .select([
      'products.code',
      'product_translations.name',
      'product_translations.seo_title',
      'product_translations.seo_description',
      'product_translations.short_description',
    ])
    .where('products.seo_name', '=', seoName)
    .where('products.is_active', '=', 1)
    .where('product_translations.lang', '=', lang)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    title: row.seo_title ?? (row.name ? `${row.code} ${row.name}` : row.code),
    description: row.seo_description ?? row.short_description,
  };
}
