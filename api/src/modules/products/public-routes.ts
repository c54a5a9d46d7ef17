import { TRANSPORTER_TYPES, type TransporterType } from '@vitrin/shared-libs/types/api';
import { httpError, ok } from '../../lib/http';
import { findProductList, listCategories } from '../categories/repo';
import { languageContext } from '../languages/service';
import { findProductDetail, listCategoryProducts, searchProducts } from './repo';
import { SEARCH_TYPES } from '@vitrin/shared-libs/types/catalogue';
import { categoryProductsSchema, productDetailSchema, productSearchResultsSchema } from '@vitrin/shared-libs/schemas/catalogue';
import { crossReferenceOfSearch } from '../cross-reference/repo';
import { envelope } from '@vitrin/shared-libs/schemas/wire';
import type { RoutePlugin } from '../../lib/routes';

export const PUBLIC_PER_PAGE = 12;
export const SEARCH_PER_PAGE = 24;

const typeList = { type: 'string', maxLength: 64, pattern: `^((${TRANSPORTER_TYPES.join('|')})(,|$))*$` } as const;
const pageParam = { type: 'integer', minimum: 1, maximum: 100000 } as const;

/** `bus` or `bus,truck` → the vehicle types (the schema has already refused anything else). */
const typesOf = (value: string | undefined): TransporterType[] =>
  (value ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t): t is TransporterType => (TRANSPORTER_TYPES as readonly string[]).includes(t));

/** GET /api/pages/products/:slug, /api/pages/product/:seo_name, /api/pages/search-products. */
export const productPublicRoutes: RoutePlugin = async (app) => {
  app.get(
    '/products/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'A category or a sub-category (by seo_name) and one page of its active products, filterable by sub-category and vehicle type',
        params: { type: 'object', properties: { slug: { type: 'string', maxLength: 160 } }, required: ['slug'] },
        querystring: {
          type: 'object',
          properties: {
            page: pageParam,
            sub_category: { type: 'string', maxLength: 160 },
            transporter_types: typeList,
            lang: { type: 'string' },
          },
        },
        response: envelope(categoryProductsSchema),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      // A category's seo_name, else a sub-category's: a sub-category is a product list of its own (docs/decisions.md).
      const list = await findProductList(app.db, request.params.slug);
      if (!list) throw httpError(404, 'Category not found');
      const [category] = await listCategories(app.db, codes, { ids: [list.categoryId] });
      let subCategoryId = list.subCategoryId ?? undefined;
      if (subCategoryId === undefined && request.query.sub_category) {
        const sub = category!.sub_categories.find(
          (s) => s.seo_name === request.query.sub_category || String(s.id) === request.query.sub_category,
        );
        if (!sub) throw httpError(404, 'Sub-category not found');
        subCategoryId = sub.id;
      }
      const subCategory = category!.sub_categories.find((s) => s.id === subCategoryId) ?? null;
      const products = await listCategoryProducts(
        app.db,
        {
          categoryId: list.categoryId,
          subCategoryId,
          transporterTypes: typesOf(request.query.transporter_types),
          page: request.query.page,
          perPage: PUBLIC_PER_PAGE,
        },
        codes,
      );
      return ok({ category: category!, sub_category: list.subCategoryId ? subCategory : null, products });
    },
  );

  app.get(
    '/product/:seo_name',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'An active product with its gallery, OEM numbers, vehicle types, specs and texts in every language',
        params: { type: 'object', properties: { seo_name: { type: 'string', maxLength: 190 } }, required: ['seo_name'] },
        response: envelope(productDetailSchema),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      const product = await findProductDetail(app.db, { seo_name: request.params.seo_name }, codes, true);
      if (!product) throw httpError(404, 'Product not found');
      return ok(product);
    },
  );

  app.get(
    '/search-products',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Product search: code, OEM numbers and names (folded; search_type all, code or name), narrowed by vehicle type; exact code/OEM hits first',
        querystring: {
          type: 'object',
          properties: {
            search: { type: 'string', maxLength: 100 },
            search_type: { type: 'string', enum: [...SEARCH_TYPES] },
            transporter_types: typeList,
            page: pageParam,
            lang: { type: 'string' },
          },
        },
        response: envelope(productSearchResultsSchema),
      },
    },
    async (request) => {
      const { codes } = await languageContext(app.db, request);
      const search = request.query.search ?? '';
      const transporterTypes = typesOf(request.query.transporter_types);
      if (search.trim() === '' && transporterTypes.length === 0) {
        return ok({ data: [], current_page: 1, last_page: 1, per_page: SEARCH_PER_PAGE, total: 0 });
      }
      const [results, crossReference] = await Promise.all([
        searchProducts(
          app.db,
          {
            search,
            searchType: request.query.search_type,
            transporterTypes,
            page: request.query.page,
            perPage: SEARCH_PER_PAGE,
            cacheSize: app.config.searchCacheEntries,
          },
          codes,
        ),
        // One OEM number, exactly: its cross-reference page is offered first (docs/seo.md).
        request.query.search_type === 'name' ? null : crossReferenceOfSearch(app.db, search),
      ]);
      return ok({ ...results, cross_reference: crossReference });
    },
  );
};
