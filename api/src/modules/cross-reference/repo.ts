/**
 * The cross-reference pages' data (docs/seo.md, "Cross-reference pages"): every OEM number of an active product,
 * found by its manufacturer's slug and its number folded as the search folds it (case and separators ignored).
 */
import { PUBLIC_ROUTES } from '@vitrin/shared-libs/registry/publicRoutes';
import type { Section } from '@vitrin/shared-libs/types/api';
import type { CrossReference, CrossReferenceIndex, CrossReferenceManufacturer } from '@vitrin/shared-libs/types/catalogue';
import {
  crossReferenceManufacturerPath,
  crossReferencePath,
  manufacturerSlug,
  oemNumberSlug,
} from '@vitrin/shared-libs/utils/crossReference';
import type { Db } from '../../db/connection';
import { foldCode } from '../../lib/fold';
import { productCards } from '../products/repo';
import { live } from '../../lib/schedule';

/** Every OEM row of an active product: manufacturer, number, product id and code, in catalogue order. */
async function activeOemRows(db: Db, numberFolded?: string) {
  let query = db
    .selectFrom('product_oem_numbers')
    .innerJoin('products', 'products.id', 'product_oem_numbers.product_id')
    .select([
      'product_oem_numbers.manufacturer',
      'product_oem_numbers.number',
      'product_oem_numbers.product_id',
      'products.code',
      'products.section',
    ])
    .where('products.is_active', '=', 1)
    .where(live(db, 'products'));
  if (numberFolded !== undefined) query = query.where('product_oem_numbers.number_folded', '=', numberFolded);
  return query
    .orderBy('products.section')
    .orderBy('products.queue', 'desc')
    .orderBy('products.id')
    .orderBy('product_oem_numbers.queue', 'desc')
    .execute();
}

/** One OEM number's page: the number as stored and the active products that carry it; undefined when none does. */
export async function findCrossReference(
  db: Db,
  manufacturer: string,
  number: string,
  langs: readonly string[],
): Promise<CrossReference | undefined> {
  const folded = foldCode(number);
  if (folded === '') return undefined;
  const maker = manufacturerSlug(manufacturer);
  const rows = (await activeOemRows(db, folded)).filter((row) => manufacturerSlug(row.manufacturer) === maker);
  const first = rows[0];
  if (!first) return undefined;
  const products = await productCards(db, [...new Set(rows.map((row) => row.product_id))], langs);
  if (products.length === 0) return undefined;
  return {
    manufacturer: first.manufacturer,
    number: first.number,
    path: crossReferencePath(first.manufacturer, first.number),
    section: first.section as Section,
    products,
  };
}

/** A manufacturer's numbers (one entry per number slug), each with its products' codes; undefined when none. */
export async function findCrossReferenceManufacturer(
  db: Db,
  manufacturer: string,
): Promise<CrossReferenceManufacturer | undefined> {
  const maker = manufacturerSlug(manufacturer);
  const rows = (await activeOemRows(db)).filter((row) => manufacturerSlug(row.manufacturer) === maker);
  const first = rows[0];
  if (!first) return undefined;
  const numbers = new Map<string, { number: string; path: string; codes: string[] }>();
  for (const row of rows) {
    const slug = oemNumberSlug(row.number);
    const entry = numbers.get(slug) ?? { number: row.number, path: crossReferencePath(row.manufacturer, row.number), codes: [] };
    if (!entry.codes.includes(row.code)) entry.codes.push(row.code);
    numbers.set(slug, entry);
  }
  return {
    manufacturer: first.manufacturer,
    path: crossReferenceManufacturerPath(first.manufacturer),
    numbers: [...numbers.values()].sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true })),
  };
}

/** The manufacturers with numbers on active products, by name, with how many numbers each has. */
export async function crossReferenceIndex(db: Db): Promise<CrossReferenceIndex> {
  const makers = new Map<string, { manufacturer: string; path: string; numbers: Set<string> }>();
  for (const row of await activeOemRows(db)) {
    const slug = manufacturerSlug(row.manufacturer);
    const entry = makers.get(slug) ?? {
      manufacturer: row.manufacturer,
      path: crossReferenceManufacturerPath(row.manufacturer),
      numbers: new Set<string>(),
    };
    entry.numbers.add(oemNumberSlug(row.number));
    makers.set(slug, entry);
  }
  return {
    manufacturers: [...makers.values()]
      .map(({ manufacturer, path, numbers }) => ({ manufacturer, path, count: numbers.size }))
      .sort((a, b) => a.manufacturer.localeCompare(b.manufacturer, 'en')),
  };
}

/** Every cross-reference address (the index, each manufacturer's page, each number's page) for the sitemap. */
export async function crossReferencePaths(db: Db): Promise<{ path: string; lastmod?: string }[]> {
  const rows = await db
    .selectFrom('product_oem_numbers')
    .innerJoin('products', 'products.id', 'product_oem_numbers.product_id')
    .select(['product_oem_numbers.manufacturer', 'product_oem_numbers.number', 'products.updated_at'])
    .where('products.is_active', '=', 1)
    .where(live(db, 'products'))
    .orderBy('product_oem_numbers.id')
    .execute();
  const newest = (a: string | undefined, b: string) => (a && a > b ? a : b);
  const makers = new Map<string, string>();
  const numbers = new Map<string, string>();
  for (const row of rows) {
    const maker = crossReferenceManufacturerPath(row.manufacturer);
    makers.set(maker, newest(makers.get(maker), row.updated_at));
    const page = crossReferencePath(row.manufacturer, row.number);
    numbers.set(page, newest(numbers.get(page), row.updated_at));
  }
  if (rows.length === 0) return [];
  return [
    { path: PUBLIC_ROUTES.cross_reference_index },
    ...[...makers].map(([path, lastmod]) => ({ path, lastmod })),
    ...[...numbers].map(([path, lastmod]) => ({ path, lastmod })),
  ];
}

/**
 * The cross-reference page a search offers first: when the search, folded, is exactly one OEM number of active
 * products (one manufacturer's), that number's page; else null.
 */
export async function crossReferenceOfSearch(
  db: Db,
  search: string,
): Promise<{ manufacturer: string; number: string; path: string } | null> {
  const folded = foldCode(search);
  if (folded.length < 3) return null;
  const rows = await activeOemRows(db, folded);
  const makers = new Set(rows.map((row) => manufacturerSlug(row.manufacturer)));
  const first = rows[0];
  if (!first || makers.size !== 1) return null;
  return { manufacturer: first.manufacturer, number: first.number, path: crossReferencePath(first.manufacturer, first.number) };
}
