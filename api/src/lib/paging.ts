import { parseSort, sortValues, type ListName, type SortKey } from '@vitrin/shared-libs/registry/listSorts';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Paged } from '@vitrin/shared-libs/types/api';
import { toCount } from '../db/connection';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

/**
 * Querystring properties every paged list takes; spread them into a route's schema:
 * `querystring: { type: 'object', properties: { ...pageQuery, status: … } }`.
 */
export const pageQuery = {
  page: { type: 'integer', minimum: 1, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
  search: { type: 'string', maxLength: 100, default: '' },
} as const;

/** The page numbers of a paged answer: page clamped to at least 1, size to 1…maxPerPage (the admin order screen: 500). */
export function pageWindow(
  page: number | undefined,
  perPage: number | undefined,
  maxPerPage: number = MAX_PER_PAGE,
): { page: number; offset: number; perPage: number } {
  const current = Math.max(1, Math.trunc(page ?? 1) || 1);
  const size = Math.min(maxPerPage, Math.max(1, Math.trunc(perPage ?? DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE));
  return { page: current, offset: (current - 1) * size, perPage: size };
}

/** The envelope of a paged answer; last_page is at least 1. */
export function pagedOf<T>(data: T[], total: number, page: number, perPage: number): Paged<T> {
  return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/**
 * One page of `query` plus the total under the same filters. The count drops the query's select list and
 * order (clearSelect/clearOrderBy) and counts rows, so filter with where/whereExists rather than group by.
 * A page past the end is empty.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  perPage: number,
  maxPerPage: number = MAX_PER_PAGE,
): Promise<Paged<O>> {
  const window = pageWindow(page, perPage, maxPerPage);
  const [countRow, data] = await Promise.all([
    query
      .clearSelect()
      .clearOrderBy()
      .clearLimit()
      .clearOffset()
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .executeTakeFirst(),
    query.limit(window.perPage).offset(window.offset).execute(),
  ]);
  const total = toCount((countRow as { count?: number | string | bigint } | undefined)?.count);
  return pagedOf(data, total, window.page, window.perPage);
}

/**
 * `sort` for a list of the sort registry (shared-libs registry/listSorts): one of its keys, `-key` for
 * descending; empty (or absent) is the list's initial order. Spread it into the querystring with pageQuery.
 */
export const sortQuery = (list: ListName) =>
  ({ sort: { type: 'string', enum: [...sortValues(list), ''], default: '' } }) as const;

/** `from` / `to`: a date range (YYYY-MM-DD, both days included) over a list's date column. */
export const dateRangeQuery = {
  from: { type: 'string', format: 'date', description: 'First day, YYYY-MM-DD (included)' },
  to: { type: 'string', format: 'date', description: 'Last day, YYYY-MM-DD (included)' },
} as const;

/**
 * Orders `query` by the list's `?sort=` value: each key of the list to its column in `columns`, then by `id` the
 * same way, so rows with equal values keep one order from page to page.
 */
export function orderByList<DB, TB extends keyof DB, O, L extends ListName>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: L,
  sort: string | undefined,
  columns: Record<SortKey<L>, string>,
  idColumn = 'id',
): SelectQueryBuilder<DB, TB, O> {
  const { key, desc } = parseSort(list, sort);
  const direction = desc ? 'desc' : 'asc';
  return query.orderBy(sql.ref(columns[key]), direction).orderBy(sql.ref(idColumn), direction);
}

/**
 * Keeps the rows whose `column` (an ISO timestamp, as every table stores them) falls on the days from…to. The
 * comparison is on text, so it reads the same on both engines.
 */
export function whereDateRange<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  range: { from?: string; to?: string },
): SelectQueryBuilder<DB, TB, O> {
  let next = query;
  if (range.from) next = next.where(sql.ref(column), '>=', range.from);
  if (range.to) next = next.where(sql.ref(column), '<', nextDay(range.to));
  return next;
}

/** The day after a YYYY-MM-DD date, in the same form. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
