/**
 * A list's state kept in the address (?page=&search=&sort=&…), as every paged list keeps it (docs/architecture.md,
 * "Lists"): a row's screen and Back return to the same view, and a view can be bookmarked. Public lists read the
 * page and their filters; the admin lists also their sort (a key of shared-libs registry/listSorts).
 */
import { useSearchParams } from 'react-router-dom';
import { LIST_SORTS, parseSort, type ListName, type SortKey } from '@vitrin/shared-libs/registry/listSorts';
import type { ListQueryArgs } from '@vitrin/shared-libs/types/api';

export type { ListQueryArgs };

export type ParamChanges = Record<string, string | null>;

/** A page change as the address keeps it: page 1 is no parameter at all. */
export const pageChange = (page: number): ParamChanges => ({ page: page > 1 ? String(page) : null });

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  /** Sets each non-empty value, removes each empty or null one; the other parameters stay. */
  const changed = (changes: ParamChanges) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };
  const update = (changes: ParamChanges) => setParams(changed(changes));
  /** The address's query with `changes` made, for a link that keeps the rest of the view (`?…`). */
  const hrefWith = (changes: ParamChanges) => `?${changed(changes).toString()}`;
  return { params, setParams, page, update, hrefWith };
}

/** How a list is ordered: the head that orders it and which way; `onSort` orders by a key (again: the other way). */
export interface ListSort<K extends string = string> {
  key: K;
  desc: boolean;
  onSort: (key: K) => void;
}

/**
 * An admin list's state in the address: page, search, sort and the named `filters` (each an address parameter).
 * Every change but a page change goes back to page 1 and removes the `clears` parameters (an opened row's `id`).
 * `query` is what the list's API call sends: only what is set.
 */
export function useListState<L extends ListName, F extends string = never>(
  list: L,
  filters: readonly F[] = [],
  { clears = [] }: { clears?: readonly string[] } = {},
) {
  const { params, page, update: set, hrefWith } = useListParams();
  const cleared = Object.fromEntries(clears.map((name) => [name, null]));
  const update = (changes: ParamChanges) => set({ ...cleared, ...changes });
  const search = params.get('search') ?? '';
  const sortValue = params.get('sort');
  const { key, desc } = parseSort(list, sortValue);
  const values = Object.fromEntries(filters.map((name) => [name, params.get(name) ?? ''])) as Record<F, string>;
  const change = (changes: ParamChanges) => update({ page: null, ...changes });
  const sort: ListSort<SortKey<L>> = {
    key,
    desc,
    onSort: (next) => {
      const value = next === key && !desc ? `-${next}` : next;
      change({ sort: value === LIST_SORTS[list].initial ? null : value });
    },
  };
  const query = {
    page,
    ...(search ? { search } : {}),
    // Only a sort the list knows is sent: an unknown one reads as the initial order.
    ...(sortValue === `${desc ? '-' : ''}${key}` ? { sort: sortValue } : {}),
    ...Object.fromEntries(Object.entries(values).filter(([, value]) => value)),
  } as ListQueryArgs<F>;
  return {
    page,
    search,
    sort,
    filters: values,
    query,
    hrefWith,
    setPage: (next: number) => update(pageChange(next)),
    setSearch: (text: string) => change({ search: text.trim() || null }),
    setFilter: (name: F, value: string) => change({ [name]: value || null }),
    /** Several filters at once (one filter that empties another: a record type and its id). */
    setFilters: (values: Partial<Record<F, string>>) =>
      change(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, (value as string) || null]))),
  };
}
