/** Wire types of the catalogue calls (products, categories, search, offer); see docs/api.md. */
import type {
  Category,
  ImageAsset,
  ListQueryArgs,
  Localized,
  Paged,
  ProductSummary,
  Section,
  SubCategory,
  TransporterType,
} from '@vitrin/shared-libs/types/api';
import type { ProductTextField } from '@vitrin/shared-libs/registry/productFields';
import type { SpecKey } from '@vitrin/shared-libs/registry/specKeys';

/**
 * What a product search looks in (`search_type`): `all` (default), `code` (part and OEM numbers only) or `name`
 * (names only).
 */
export const SEARCH_TYPES = ['all', 'code', 'name'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export type GalleryType = 'image' | 'technical_drawing' | 'document';
export const GALLERY_TYPES: readonly GalleryType[] = ['image', 'technical_drawing', 'document'];

/** A product's gallery image, drawing or document, in its gallery's order. */
export type ProductFile = {
  id: number;
  gallery_type: GalleryType;
  queue: number;
  url: string;
  name: string | null;
  mime: string;
  size: number;
  /** Set for images: the WebP variants. */
  image: ImageAsset | null;
} & Localized<'alt'>;

export interface OemNumber {
  id?: number;
  manufacturer: string;
  number: string;
}

/**
 * A spec row: `key` names a property of the spec-key registry (its label and unit are the registry's, in the page's
 * language), or is null for a free row with its own labels and unit.
 */
export type ProductSpec = { id?: number; key?: SpecKey | null; value: string; unit: string | null } & Localized<'label'>;

/** The product detail page and the admin edit form. */
export type ProductDetail = ProductSummary & {
  is_active: boolean;
  category: Pick<Category, 'id' | 'seo_name' | 'section'> & Localized<'name'>;
  /** The sub-category the product is listed under, if any (its page's way up passes through it). */
  sub_category: (Pick<SubCategory, 'id' | 'seo_name'> & Localized<'name'>) | null;
  oem_numbers: OemNumber[];
  specs: ProductSpec[];
  files: ProductFile[];
} & Localized<ProductTextField>;

/**
 * A product as the cross-reference, finder and compare pages show it: its summary, its OEM numbers and its typed
 * spec rows (the rows that name a registry property; free rows stay on the product page).
 */
export type ProductCard = ProductSummary & { oem_numbers: OemNumber[]; specs: ProductSpec[] };

/** GET /api/pages/cross-reference/{manufacturer}/{number}: one OEM number and the active products it matches. */
export interface CrossReference {
  /** The manufacturer and number as stored (the first matching row's). */
  manufacturer: string;
  number: string;
  /** The page's own address (`/cross-reference/{manufacturer}/{number}`). */
  path: string;
  /** The section of the first product: "equivalent air spring" or "equivalent part". */
  section: Section;
  products: ProductCard[];
}

/** GET /api/pages/cross-reference/{manufacturer}: a manufacturer's numbers, each with its product codes. */
export interface CrossReferenceManufacturer {
  manufacturer: string;
  path: string;
  numbers: { number: string; path: string; codes: string[] }[];
}

/**
 * GET /api/pages/search-products: a page of results and, when the search is exactly one OEM number of active
 * products, that number's cross-reference page, which the results page offers first.
 */
export type ProductSearchResults = Paged<ProductSummary> & {
  cross_reference?: { manufacturer: string; number: string; path: string } | null;
};

/**
 * GET /api/pages/finder: the active products whose typed specs fall in the address's ranges (shared-libs
 * utils/finder.ts), closest first, each with how far it is from the ranges' middles (0 = on target); when none
 * match, the filter to widen (a spec key, `section`, `transporter_types` or `manufacturer`); the manufacturers a
 * visitor can choose.
 */
export interface FinderResults {
  results: (ProductCard & { deviation: number })[];
  total: number;
  widen: string | null;
  manufacturers: { manufacturer: string; slug: string }[];
}

/** GET /api/pages/cross-reference: the manufacturers with numbers on active products. */
export interface CrossReferenceIndex {
  manufacturers: { manufacturer: string; path: string; count: number }[];
}

/** GET /api/pages/products/{slug}: the category (or the sub-category and its category) and one page of its products. */
export interface CategoryProducts {
  category: Category;
  /** The sub-category whose own list this is (`/products/{sub-category seo_name}`), else null. */
  sub_category: SubCategory | null;
  products: Paged<ProductSummary>;
}

/** GET /api/pages/search-products query. */
export interface ProductSearchQuery {
  search: string;
  transporter_types?: TransporterType | '';
  search_type?: string;
  page?: number;
}

/** GET /api/admin/products query. */
/** GET /api/admin/products: a section's list as the address keeps it (useListState), or every product to order. */
export type AdminProductsQuery = { section: Section; per_page?: number } & ListQueryArgs<
  'category_id' | 'is_active' | 'missing_lang' | 'schedule'
>;

/** POST /api/offer: a quote request for one product. */
export interface OfferRequest {
  product: string;
  company_name: string;
  name: string;
  email: string;
  phone: string;
  quantity: number;
  message: string;
  /** The honeypot (HONEYPOT_FIELD): empty for a person. */
  website?: string;
}

/** What a catalogue import does with a row of its file (docs/api.md, "Catalogue import and export"). */
export type ImportRowStatus = 'new' | 'changed' | 'unchanged' | 'refused';

export interface ImportRowReport {
  /** The row's number in the file as staff see it (the header is row 1). */
  row: number;
  code: string;
  status: ImportRowStatus;
  /** What changes, column by column (status `changed`). */
  changes?: { field: string; old: string; new: string }[];
  /** Why the row is refused: the column and the rule's message (status `refused`). */
  errors?: { field: string; message: string }[];
}

/** The text encoding a CSV was read in (an XLSX has none of its own to report). */
export type TextEncoding = 'UTF-8' | 'Windows-1254' | 'ISO-8859-1';
export const TEXT_ENCODINGS: readonly TextEncoding[] = ['UTF-8', 'Windows-1254', 'ISO-8859-1'];

/** What the import made of the file itself. */
export interface ImportFileInfo {
  format: 'csv' | 'xlsx';
  /** A CSV's detected encoding; null for an XLSX. */
  encoding: TextEncoding | null;
  /** Product rows read (the header and blank rows not counted). */
  rows: number;
}

/**
 * The answer of POST /api/admin/products/import, kept small whatever the file: the counts, the file's format and
 * encoding, and the first rows that are new, change or are refused (long values shortened); `report` downloads
 * every such row with its changes and refusals in full.
 */
export interface ImportReport {
  counts: Record<ImportRowStatus, number>;
  rows: ImportRowReport[];
  /** How many rows are new, change or are refused in all (`rows` holds the first of them). */
  listed: number;
  file: ImportFileInfo;
  /** The address of the full report (CSV), or null when no row is listed. */
  report: string | null;
}
