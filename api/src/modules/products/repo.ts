/** Product reads: summaries for lists and search, the detail, and the page <title> meta. */
import { sql, type SelectQueryBuilder } from 'kysely';
import { parseSort, type SortKey } from '@vitrin/shared-libs/registry/listSorts';
import { PRODUCT_TEXT_FIELDS } from '@vitrin/shared-libs/registry/productFields';
import type { Paged, ProductSummary, Section, TransporterType } from '@vitrin/shared-libs/types/api';
import type {
  GalleryType,
  OemNumber,
  ProductCard,
  ProductDetail,
  ProductFile,
  ProductSpec,
} from '@vitrin/shared-libs/types/catalogue';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/database';
import { toImageAsset, uploadUrl } from '../../lib/images';
import { localize, localizedFor } from '../../lib/localize';
import { pagedOf, pageWindow } from '../../lib/paging';
import { catalogueVersion, listCache } from './list-cache';
import type { SearchType } from '@vitrin/shared-libs/types/catalogue';
import { exactFirst, exactHits, matchesSearch, searchTerms } from './search';
import { type MissingLang, missingTranslationIn } from '../translations/repo';
import { isSpecKey, type SpecKey } from '@vitrin/shared-libs/registry/specKeys';
import { live, planned, scheduledViews } from '../../lib/schedule';
import { SCHEDULE_FILTER, type Scheduled } from '@vitrin/shared-libs/types/schedule';

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

/** The admin order screen shows a whole section at once: up to 500 rows a page. */
export const ADMIN_MAX_PER_PAGE = 500;

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

interface PageRequest {
  offset: number;
  perPage: number;
  /** Keep every match's id in the list cache under this key (size 0: no cache), read at `version`. */
  cache?: ListCacheRequest;
}

interface ListCacheRequest {
  key: string;
  size: number;
  /** The catalogue version already read for this request (else it is read here). */
  version?: number;
}

/**
 * A list page through the cache: a page already answered at this catalogue version (same page, size and
 * languages) is served as it was; else `answer` builds it, given the version it was read at, and it is kept.
 */
async function throughCache<T>(
  db: Db,
  cache: ListCacheRequest,
  page: string,
  answer: (cache?: ListCacheRequest) => Promise<T>,
): Promise<T> {
  const store = listCache(db, cache.size);
  if (!store) return answer();
  const version = await catalogueVersion(db);
  const kept = store.getPage<T>(cache.key, version, page);
  if (kept !== undefined) return kept;
  const fresh = await answer({ ...cache, version });
  store.setPage(cache.key, version, page, fresh);
  return fresh;
}

/** The filtered query of a list and its exact code/OEM hits (ranked before the rest; none: queue, then id). */
/** `order`: an admin list's ?sort= (registry listSorts' products); the catalogue's own order without it. */
type ListQuery = { query: ProductQuery; exact?: readonly number[]; order?: string };

/** The admin list's sort keys' columns; `name` is the name in the staff's language (Turkish), folded. */
const ADMIN_SORT_COLUMNS = {
  queue: 'products.queue',
  code: 'products.code',
  is_active: 'products.is_active',
  created_at: 'products.created_at',
} as const satisfies Record<Exclude<SortKey<'products'>, 'name'>, string>;

/** `query` ordered by an admin `?sort=`: the key's column (reversed for `-key`), then id the same way. */
function adminOrder<O>(query: SelectQueryBuilder<Database, 'products', O>, sort: string) {
  const { key, desc } = parseSort('products', sort);
  const direction = desc ? 'desc' : 'asc';
  const ordered =
    key === 'name'
      ? query.orderBy(
          (eb) =>
            eb
              .selectFrom('product_translations')
              // Folded (ç→c, ş→s…), so Çelik comes after Ana and before Zemin on both engines.
              .select('product_translations.name_folded')
              .whereRef('product_translations.product_id', '=', 'products.id')
              .where('product_translations.lang', '=', 'tr'),
          direction,
        )
      : query.orderBy(sql.ref(ADMIN_SORT_COLUMNS[key]), direction);
  return ordered.orderBy('products.id', direction);
}

/**
 * One page of summary rows in list order and the total under the same filters. The page's ids come first
 * (read off the (…, queue desc, id) indexes, so a deep page skips index entries, not rows), then their rows.
 * With a cache, the ids of every match are kept per catalogue version and a later request is a slice: `build`
 * (which may ask the database for exact hits) only runs when the list is not cached.
 */
async function pageOfRows(
  db: Db,
  build: () => ListQuery | Promise<ListQuery>,
  request: PageRequest,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const ordered = async () => {
    const { query, exact = [], order } = await build();
    const ids = query.select('products.id');
    const searched = exact.length > 0 ? ids.orderBy(exactFirst(exact)) : ids;
    const sorted = order ? adminOrder(searched, order) : searched.orderBy('products.queue', 'desc').orderBy('products.id', 'asc');
    return { query, sorted };
  };
  let pageIds: number[];
  let total: number;
  const cache = request.cache && listCache(db, request.cache.size);
  if (cache && request.cache) {
    const version = request.cache.version ?? (await catalogueVersion(db));
    let ids = cache.get(request.cache.key, version);
    if (!ids) {
      const all = await (await ordered()).sorted.execute();
      ids = cache.set(
        request.cache.key,
        version,
        all.map((r) => r.id),
      );
    }
    pageIds = Array.from(ids.subarray(request.offset, request.offset + request.perPage));
    total = ids.length;
  } else {
    const { query, sorted } = await ordered();
    const [rows, count] = await Promise.all([
      sorted.limit(request.perPage).offset(request.offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    pageIds = rows.map((r) => r.id);
    total = Number(count.total);
  }
  if (pageIds.length === 0) return { rows: [], total };
  const rows = await db.selectFrom('products').select(SUMMARY_COLUMNS).where('products.id', 'in', pageIds).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), total };
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
  const { page, offset, perPage } = pageWindow(filter.page, filter.perPage, filter.perPage);
  let query = db
    .selectFrom('products')
    .where('products.category_id', '=', filter.categoryId)
    .where('products.is_active', '=', 1)
    .where(live(db, 'products'));
  if (filter.subCategoryId !== undefined) query = query.where('products.sub_category_id', '=', filter.subCategoryId);
  query = withTransporterTypes(query, filter.transporterTypes);
  const { rows, total } = await pageOfRows(db, () => ({ query }), { offset, perPage });
  const summaries = await toSummaries(db, rows, langs);
  return pagedOf(summaries.map(strip), total, page, perPage);
}

export interface SearchFilter {
  search: string;
  /** Where the text is looked for (./search.ts); default `all`. */
  searchType?: SearchType;
  /** The list cache's size (config.searchCacheEntries); 0 or none: no cache. */
  cacheSize?: number;
  transporterTypes?: readonly TransporterType[];
  page?: number;
  perPage: number;
}

/**
 * Product search (./search.ts, docs/decisions.md "Product search index"): the folded text matches the code,
 * OEM numbers (separators ignored) and names in every language (Turkish letters folded); the vehicle type
 * narrows; exact code or OEM hits rank first, then the heaviest queue.
 */
export async function searchProducts(db: Db, filter: SearchFilter, langs: readonly string[]): Promise<Paged<ProductSummary>> {
  const { page, offset, perPage } = pageWindow(filter.page, filter.perPage, filter.perPage);
  const terms = searchTerms(filter.search);
  const types = [...(filter.transporterTypes ?? [])].sort();
  const type = filter.searchType ?? 'all';
  const build = async (): Promise<ListQuery> => {
    let query = db.selectFrom('products').where('products.is_active', '=', 1).where(live(db, 'products'));
    let exact: number[] = [];
    if (filter.search.trim() !== '') {
      exact = type === 'name' ? [] : await exactHits(db, terms.code);
      query = query.where(matchesSearch(db, terms, exact, type));
    }
    return { query: withTransporterTypes(query, types), exact };
  };
  const key = JSON.stringify(['search', filter.search.trim() !== '' ? terms : null, types, type]);
  const cache = { key, size: filter.cacheSize ?? 0 };
  return throughCache(db, cache, JSON.stringify([page, perPage, langs]), async (read) => {
    const { rows, total } = await pageOfRows(db, build, { offset, perPage, cache: read });
    const summaries = await toSummaries(db, rows, langs);
    return pagedOf(summaries.map(strip), total, page, perPage);
  });
}

/** What narrows the admin list (and the catalogue export of it). */
export interface AdminListFilter {
  section: Section;
  search?: string;
  categoryId?: number;
  /** '1' active products only, '0' passive ones only. */
  isActive?: string;
  /** A `?sort=` of the admin list (registry listSorts' products); the catalogue's order without it. */
  sort?: string;
  /** Only products lacking a text in this language ("Çevirisi eksik"). */
  missing?: MissingLang;
  /** 'planned': only products whose publish time has not come (lib/schedule.ts). */
  schedule?: string;
}

export interface AdminProductsFilter extends AdminListFilter {
  /** The list cache's size (config.searchCacheEntries); 0 or none: no cache. */
  cacheSize?: number;
  page?: number;
  perPage: number;
}

/** The admin list's products under its filters (the list and the catalogue export read the same). */
async function adminProductsQuery(db: Db, filter: AdminListFilter): Promise<ListQuery> {
  let query = db.selectFrom('products').where('products.section', '=', filter.section);
  if (filter.categoryId !== undefined) query = query.where('products.category_id', '=', filter.categoryId);
  if (filter.isActive) query = query.where('products.is_active', '=', Number(filter.isActive));
  if (filter.missing) query = query.where(missingTranslationIn('product', 'products.id', filter.missing));
  if (filter.schedule === SCHEDULE_FILTER) query = query.where(planned(db, 'products'));
  if (filter.search !== undefined && filter.search.trim() !== '') {
    const terms = searchTerms(filter.search);
    query = query.where(matchesSearch(db, terms, await exactHits(db, terms.code)));
  }
  return { query, order: filter.sort || undefined };
}

/** Ids of every product of the admin list under its filters, in list order (the catalogue export). */
export async function adminProductIds(db: Db, filter: AdminListFilter): Promise<number[]> {
  const { query, order } = await adminProductsQuery(db, filter);
  const ids = query.select('products.id');
  const rows = await (
    order ? adminOrder(ids, order) : ids.orderBy('products.queue', 'desc').orderBy('products.id', 'asc')
  ).execute();
  return rows.map((r) => r.id);
}

/** The admin list: active and passive products of a section, heaviest queue first, searchable by code, OEM or name. */
export async function listAdminProducts(
  db: Db,
  filter: AdminProductsFilter,
  langs: readonly string[],
): Promise<Paged<AdminProductSummary & Scheduled>> {
  const { page, offset, perPage } = pageWindow(filter.page, filter.perPage, ADMIN_MAX_PER_PAGE);
  const searching = filter.search !== undefined && filter.search.trim() !== '';
  const terms = searchTerms(filter.search ?? '');
  const build = () => adminProductsQuery(db, filter);
  const key = JSON.stringify([
    'admin',
    filter.section,
    filter.categoryId ?? null,
    filter.isActive || null,
    filter.sort || null,
    filter.missing?.lang ?? null,
    searching ? terms : null,
    filter.schedule || null,
  ]);
  const cache = { key, size: filter.cacheSize ?? 0 };
  return throughCache(db, cache, JSON.stringify([page, perPage, langs]), async (read) => {
    const { rows, total } = await pageOfRows(db, build, { offset, perPage, cache: read });
    const [summaries, windows] = await Promise.all([
      toSummaries(db, rows, langs),
      scheduledViews(
        db,
        'products',
        rows.map((r) => r.id),
      ),
    ]);
    const withWindows = summaries.map((summary) => ({ ...summary, ...windows.get(summary.id)! }));
    return pagedOf(withWindows, total, page, perPage);
  });
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
  if (activeOnly) query = query.where('products.is_active', '=', 1).where(live(db, 'products'));
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [[summary], translations, category, categoryNames, subCategory, oems, specs, files] = await Promise.all([
    toSummaries(db, [row], langs),
    db.selectFrom('product_translations').selectAll().where('product_id', '=', row.id).execute(),
    db.selectFrom('categories').select(['id', 'seo_name', 'section']).where('id', '=', row.category_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('category_translations')
      .select(['category_id', 'lang', 'name'])
      .where('category_id', '=', row.category_id)
      .execute(),
    row.sub_category_id === null ? undefined : subCategoryCrumb(db, row.sub_category_id, langs),
    db
      .selectFrom('product_oem_numbers')
      .select(['id', 'manufacturer', 'number'])
      .where('product_id', '=', row.id)
      .orderBy('queue', 'desc')
      .orderBy('id', 'asc')
      .execute(),
    db
      .selectFrom('product_specs')
      .select(['id', 'spec_key', 'value', 'unit'])
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
  const texts = localize(translations, (r) => r.product_id, PRODUCT_TEXT_FIELDS, langs);
  const categoryTexts = localize(categoryNames, (r) => r.category_id, ['name'] as const, langs);
  return {
    ...summary!,
    ...localizedFor(texts, row.id, PRODUCT_TEXT_FIELDS, langs),
    category: {
      ...category,
      section: category.section as Section,
      ...localizedFor(categoryTexts, category.id, ['name'] as const, langs),
    },
    sub_category: subCategory ?? null,
    oem_numbers: oems satisfies OemNumber[],
    specs: specs.map(({ spec_key, ...s }): ProductSpec => ({
      ...s,
      key: isSpecKey(spec_key) ? spec_key : null,
      ...localizedFor(labels, s.id, ['label'] as const, langs),
    })),
    files,
  };
}

/** A product's sub-category as its page's way up names it: its list's address and its name per language. */
async function subCategoryCrumb(db: Db, id: number, langs: readonly string[]): Promise<ProductDetail['sub_category']> {
  const [sub, names] = await Promise.all([
    db.selectFrom('sub_categories').select(['id', 'seo_name']).where('id', '=', id).executeTakeFirst(),
    db
      .selectFrom('sub_category_translations')
      .select(['sub_category_id', 'lang', 'name'])
      .where('sub_category_id', '=', id)
      .execute(),
  ]);
  if (!sub) return null;
  const texts = localize(names, (r) => r.sub_category_id, ['name'] as const, langs);
  return { ...sub, ...localizedFor(texts, sub.id, ['name'] as const, langs) };
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
    .where(live(db, 'products'))
    .where('product_translations.lang', '=', lang)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    title: row.seo_title ?? (row.name ? `${row.code} ${row.name}` : row.code),
    description: row.seo_description ?? row.short_description,
  };
}

/**
 * Active products as cards (cross-reference, finder, compare): summary, OEM numbers and the spec rows that name a
 * registry property, in the order of `ids`; an inactive or missing id is left out. A few queries for all of them.
 */
export async function productCards(db: Db, ids: readonly number[], langs: readonly string[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(SUMMARY_COLUMNS)
    .where('products.id', 'in', [...ids])
    .where('products.is_active', '=', 1)
    .where(live(db, 'products'))
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const found = ordered.map((r) => r.id);
  if (found.length === 0) return [];
  const [summaries, oems, specs] = await Promise.all([
    toSummaries(db, ordered, langs),
    db
      .selectFrom('product_oem_numbers')
      .select(['id', 'product_id', 'manufacturer', 'number'])
      .where('product_id', 'in', found)
      .orderBy('queue', 'desc')
      .orderBy('id', 'asc')
      .execute(),
    db
      .selectFrom('product_specs')
      .select(['id', 'product_id', 'spec_key', 'value', 'unit'])
      .where('product_id', 'in', found)
      .where('spec_key', 'is not', null)
      .orderBy('queue', 'desc')
      .orderBy('id', 'asc')
      .execute(),
  ]);
  return summaries.map(({ is_active: _active, ...summary }) => ({
    ...summary,
    oem_numbers: oems
      .filter((o) => o.product_id === summary.id)
      .map(({ id, manufacturer, number }) => ({ id, manufacturer, number })),
    specs: specs
      .filter((s) => s.product_id === summary.id && isSpecKey(s.spec_key))
      .map((s) => ({
        id: s.id,
        key: s.spec_key as SpecKey,
        value: s.value,
        unit: s.unit,
        ...Object.fromEntries(langs.map((lang) => [`label_${lang}`, null])),
      })) as ProductSpec[],
  }));
}
