/** Paged lists: the `page`, `per_page`, `search` querystring and the `Paged<T>` answer (`data.data` + counts). */
import type { SelectQueryBuilder } from 'kysely';
import type { Paged } from '@vitrin/shared-libs/types/api';
import { toCount } from '../db/connection';

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

/** JSON schema properties for a paged route's querystring. */
export const pageQuery = {
  page: { type: 'integer', minimum: 1, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
  search: { type: 'string', maxLength: 200, default: '' },
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function paginate<O>(query: SelectQueryBuilder<any, any, O>, page: number, perPage: number): Promise<Paged<O>> {
  const counted = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirst();
  const total = toCount((counted as { total?: string | number } | undefined)?.total);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, page), lastPage);
  const data = await query
    .limit(perPage)
    .offset((current - 1) * perPage)
    .execute();
  return { data, current_page: current, last_page: lastPage, per_page: perPage, total };
}
