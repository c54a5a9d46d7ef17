import type { SelectQueryBuilder } from 'kysely';
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
