/**
 * The measurement finder's filters as its address holds them (docs/architecture.md, "The measurement finder"):
 * `{key}_min` / `{key}_max` for each numeric property of the spec-key registry (either may be left open),
 * `tolerance` (percent that widens every bound), `section`, `transporter_types` and `manufacturer` (a slug).
 * One parser for the page (server and browser) and the API, so both read an address the same way.
 */
import { NUMERIC_SPEC_KEYS, type SpecKey, specNumber } from '@vitrin/shared-libs/registry/specKeys';
import { SECTIONS, TRANSPORTER_TYPES, type Section, type TransporterType } from '@vitrin/shared-libs/types/api';

export const FINDER_TOLERANCES = [0, 2, 5, 10, 20] as const;
export const DEFAULT_TOLERANCE = 5;

/** The finder's own parameters (pageParams.ts keeps them in a page's cache address). */
export const FINDER_PARAMS: readonly string[] = [
  ...NUMERIC_SPEC_KEYS.flatMap((key) => [`${key}_min`, `${key}_max`]),
  'tolerance',
  'section',
  'manufacturer',
];

export interface FinderRange {
  key: SpecKey;
  min: number | null;
  max: number | null;
}

export interface FinderFilters {
  ranges: FinderRange[];
  tolerance: number;
  section: Section | null;
  transporterType: TransporterType | null;
  manufacturer: string | null;
}

/** The filters an address (its query) names; anything unreadable is left out. */
export function finderFilters(query: URLSearchParams | Record<string, unknown>): FinderFilters {
  const get = (name: string): string | null => {
    if (query instanceof URLSearchParams) return query.get(name);
    const value = query[name];
    return typeof value === 'string' ? value : null;
  };
  const ranges: FinderRange[] = [];
  for (const key of NUMERIC_SPEC_KEYS) {
    const min = specNumber(get(`${key}_min`) ?? '');
    const max = specNumber(get(`${key}_max`) ?? '');
    if (min !== null || max !== null) ranges.push({ key, min, max });
  }
  const tolerance = Number(get('tolerance'));
  const section = get('section');
  const type = get('transporter_types');
  const manufacturer = (get('manufacturer') ?? '').trim();
  return {
    ranges,
    tolerance:
      (FINDER_TOLERANCES as readonly number[]).includes(tolerance) && get('tolerance') !== null ? tolerance : DEFAULT_TOLERANCE,
    section: (SECTIONS as readonly string[]).includes(section ?? '') ? (section as Section) : null,
    transporterType: (TRANSPORTER_TYPES as readonly string[]).includes(type ?? '') ? (type as TransporterType) : null,
    manufacturer: manufacturer === '' ? null : manufacturer.slice(0, 120),
  };
}

/**
 * The bounds a range searches, each given bound widened by the tolerance (`from` alone: at least; `to` alone: at
 * most; null where open), and its target: the middle of the two, or the one bound given.
 */
export function rangeBounds(range: FinderRange, tolerance: number): { low: number | null; high: number | null; target: number } {
  const share = tolerance / 100;
  const [from, to] =
    range.min !== null && range.max !== null && range.min > range.max ? [range.max, range.min] : [range.min, range.max];
  return {
    low: from === null ? null : from - Math.abs(from) * share,
    high: to === null ? null : to + Math.abs(to) * share,
    target: from !== null && to !== null ? (from + to) / 2 : (from ?? to)!,
  };
}

/** Whether any filter is set (an empty finder lists nothing). */
export const hasFinderFilters = (filters: FinderFilters): boolean =>
  filters.ranges.length > 0 || filters.section !== null || filters.transporterType !== null || filters.manufacturer !== null;
