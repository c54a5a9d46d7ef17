/**
 * The measurement finder (docs/architecture.md, "The measurement finder"): active products whose typed specs
 * (product_specs.value_number by spec_key) fall in the given ranges, widened by the tolerance, of a section, a
 * vehicle type and an OEM manufacturer; sorted by how close their values are to the ranges' middles.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { FinderResults } from '@vitrin/shared-libs/types/catalogue';
import { type FinderFilters, rangeBounds } from '@vitrin/shared-libs/utils/finder';
import { manufacturerSlug } from '@vitrin/shared-libs/utils/crossReference';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/database';
import { productCards } from '../products/repo';
import { live } from '../../lib/schedule';

/** The most results a finder page shows (the closest ones). */
export const FINDER_LIMIT = 48;
/** The most matching products a search ranks. */
const RANKED_AT_MOST = 2000;

/** Every OEM manufacturer of active products, one per slug, by name. */
export async function finderManufacturers(db: Db): Promise<{ manufacturer: string; slug: string }[]> {
  const rows = await db
    .selectFrom('product_oem_numbers')
    .innerJoin('products', 'products.id', 'product_oem_numbers.product_id')
    .select('product_oem_numbers.manufacturer')
    .distinct()
    .where('products.is_active', '=', 1)
    .where(live(db, 'products'))
    .execute();
  const bySlug = new Map<string, string>();
  for (const { manufacturer } of rows) {
    const slug = manufacturerSlug(manufacturer);
    if (!bySlug.has(slug)) bySlug.set(slug, manufacturer);
  }
  return [...bySlug]
    .map(([slug, manufacturer]) => ({ manufacturer, slug }))
    .sort((a, b) => a.manufacturer.localeCompare(b.manufacturer, 'en'));
}

type ProductQuery = SelectQueryBuilder<Database, 'products', { id: number }>;

/** The ids of active products the filters keep (without `skip`, to see what widening it would give). */
function matching(db: Db, filters: FinderFilters, makers: readonly string[], skip?: string): ProductQuery {
  let query = db.selectFrom('products').select('products.id').where('products.is_active', '=', 1).where(live(db, 'products'));
  if (filters.section && skip !== 'section') query = query.where('products.section', '=', filters.section);
  if (filters.transporterType && skip !== 'transporter_types') {
    const type = filters.transporterType;
    query = query.where(
      'products.id',
      'in',
      db.selectFrom('product_transporter_types').select('product_id').where('transporter_type', '=', type),
    );
  }
  if (filters.manufacturer && skip !== 'manufacturer') {
    query =
      makers.length === 0
        ? query.where('products.id', '=', -1)
        : query.where(
            'products.id',
            'in',
            db
              .selectFrom('product_oem_numbers')
              .select('product_id')
              .where('manufacturer', 'in', [...makers]),
          );
  }
  for (const range of filters.ranges) {
    if (skip === range.key) continue;
    const { low, high } = rangeBounds(range, filters.tolerance);
    let specs = db
      .selectFrom('product_specs')
      .select('product_id')
      .where('spec_key', '=', range.key)
      .where('value_number', 'is not', null);
    if (low !== null) specs = specs.where('value_number', '>=', low);
    if (high !== null) specs = specs.where('value_number', '<=', high);
    query = query.where('products.id', 'in', specs);
  }
  return query;
}

export async function findByMeasurements(db: Db, filters: FinderFilters, langs: readonly string[]): Promise<FinderResults> {
  const manufacturers = await finderManufacturers(db);
  const makers = filters.manufacturer
    ? (await db.selectFrom('product_oem_numbers').select('manufacturer').distinct().execute())
        .map((r) => r.manufacturer)
        .filter((m) => manufacturerSlug(m) === manufacturerSlug(filters.manufacturer!))
    : [];
  const ids = (await matching(db, filters, makers).orderBy('products.id').limit(RANKED_AT_MOST).execute()).map((r) => r.id);

  // Closeness: the mean of each range's distance from its middle, relative to the middle (0 = on target).
  const deviation = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length > 0 && filters.ranges.length > 0) {
    const values = await db
      .selectFrom('product_specs')
      .select(['product_id', 'spec_key', 'value_number'])
      .where('product_id', 'in', ids)
      .where(
        'spec_key',
        'in',
        filters.ranges.map((r) => r.key),
      )
      .execute();
    for (const row of values) {
      const range = filters.ranges.find((r) => r.key === row.spec_key);
      if (!range || row.value_number === null) continue;
      const { target } = rangeBounds(range, 0);
      const off = Math.abs(Number(row.value_number) - target) / Math.max(Math.abs(target), 1);
      deviation.set(row.product_id, (deviation.get(row.product_id) ?? 0) + off / filters.ranges.length);
    }
  }
  const ranked = [...ids].sort((a, b) => deviation.get(a)! - deviation.get(b)! || a - b).slice(0, FINDER_LIMIT);
  const cards = await productCards(db, ranked, langs);

  let widen: string | null = null;
  if (ids.length === 0) {
    // The filter whose removal would bring the most products back.
    const candidates = [
      ...filters.ranges.map((r) => r.key as string),
      ...(filters.section ? ['section'] : []),
      ...(filters.transporterType ? ['transporter_types'] : []),
      ...(filters.manufacturer ? ['manufacturer'] : []),
    ];
    let best = 0;
    for (const name of candidates) {
      const count = (await matching(db, filters, makers, name).limit(RANKED_AT_MOST).execute()).length;
      if (count > best) [best, widen] = [count, name];
    }
  }
  return {
    results: cards.map((card) => ({ ...card, deviation: Math.round(deviation.get(card.id)! * 10000) / 10000 })),
    total: ids.length,
    widen,
    manufacturers,
  };
}
