/** The response schemas of the wire types in `types/catalogue.ts` (see wire.ts). */
import { PRODUCT_TEXT_FIELDS } from '@vitrin/shared-libs/registry/productFields';
import { SPEC_KEYS } from '@vitrin/shared-libs/registry/specKeys';
import { GALLERY_TYPES, type ImportRowStatus, TEXT_ENCODINGS } from '@vitrin/shared-libs/types/catalogue';
import { categorySchema, productSummarySchema, sectionSchema, subCategorySchema } from '@vitrin/shared-libs/schemas/api';
import {
  arrayOf,
  bool,
  imageAsset,
  int,
  merge,
  nullable,
  num,
  object,
  oneOf,
  paged,
  str,
} from '@vitrin/shared-libs/schemas/wire';

export const productFileSchema = object(
  {
    id: int,
    gallery_type: oneOf(GALLERY_TYPES),
    queue: int,
    url: str,
    name: nullable(str),
    mime: str,
    size: int,
    image: nullable(imageAsset),
  },
  { localized: ['alt'] },
);

/** As the API sends them every row has its id (the type leaves it optional for the edit form's new rows). */
export const oemNumberSchema = object({ id: int, manufacturer: str, number: str });

/** As the API sends them every row has its id (the type leaves it optional for the edit form's new rows). */
export const productSpecSchema = object(
  { id: int, key: nullable(oneOf(SPEC_KEYS)), value: str, unit: nullable(str) },
  { localized: ['label'] },
);

/** A row of the admin product list: the summary and whether the product is on the site (api products/repo.ts). */
export const adminProductSummarySchema = merge(productSummarySchema, object({ is_active: bool }));

export const productDetailSchema = merge(
  adminProductSummarySchema,
  object(
    {
      category: object({ id: int, seo_name: str, section: sectionSchema }, { localized: ['name'] }),
      sub_category: nullable(object({ id: int, seo_name: str }, { localized: ['name'] })),
      oem_numbers: arrayOf(oemNumberSchema),
      specs: arrayOf(productSpecSchema),
      files: arrayOf(productFileSchema),
    },
    { localized: PRODUCT_TEXT_FIELDS },
  ),
);

export const categoryProductsSchema = object({
  category: categorySchema,
  sub_category: nullable(subCategorySchema),
  products: paged(productSummarySchema),
});

/** A product card (types/catalogue.ts ProductCard). */
export const productCardSchema = merge(
  productSummarySchema,
  object({ oem_numbers: arrayOf(oemNumberSchema), specs: arrayOf(productSpecSchema) }),
);

export const crossReferenceSchema = object({
  manufacturer: str,
  number: str,
  path: str,
  section: sectionSchema,
  products: arrayOf(productCardSchema),
});

export const crossReferenceManufacturerSchema = object({
  manufacturer: str,
  path: str,
  numbers: arrayOf(object({ number: str, path: str, codes: arrayOf(str) })),
});

export const productSearchResultsSchema = merge(
  paged(productSummarySchema),
  object({ cross_reference: nullable(object({ manufacturer: str, number: str, path: str })) }, { optional: ['cross_reference'] }),
);

export const finderResultsSchema = object({
  results: arrayOf(merge(productCardSchema, object({ deviation: num }))),
  total: int,
  widen: nullable(str),
  manufacturers: arrayOf(object({ manufacturer: str, slug: str })),
});

export const crossReferenceIndexSchema = object({
  manufacturers: arrayOf(object({ manufacturer: str, path: str, count: int })),
});

/** Every status, once (a missing or unknown one fails to compile). */
const IMPORT_ROW_STATUSES = Object.keys({
  new: true,
  changed: true,
  unchanged: true,
  refused: true,
} satisfies Record<ImportRowStatus, true>) as ImportRowStatus[];

export const importRowReportSchema = object(
  {
    row: int,
    code: str,
    status: oneOf(IMPORT_ROW_STATUSES),
    changes: arrayOf(object({ field: str, old: str, new: str })),
    errors: arrayOf(object({ field: str, message: str })),
  },
  { optional: ['changes', 'errors'] },
);

export const importReportSchema = object({
  counts: object(Object.fromEntries(IMPORT_ROW_STATUSES.map((status) => [status, int]))),
  rows: arrayOf(importRowReportSchema),
  listed: int,
  file: object({ format: oneOf(['csv', 'xlsx']), encoding: nullable(oneOf(TEXT_ENCODINGS)), rows: int }),
  report: nullable(str),
});
