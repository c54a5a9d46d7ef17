/**
 * The admin lists' shared blocks: the title bar (h1, actions, filters, search) and the list itself (loading,
 * load error with retry, empty text, the table with its caption and column heads, paging).
 */
import type { ReactNode } from 'react';
import type { Paged } from '@vitrin/shared-libs/types/api';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Pager } from '@vitrin/shared-libs/ui/Pager';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { adminText } from '../i18n/adminTexts';
import { pagerLabels } from '../i18n/pagerLabels';
import { SearchForm } from '../lib/SearchForm';
import { StaffTitleBar } from '@vitrin/shared-libs/ui/StaffActions';

/**
 * The h1 with the list's actions beside it; `filters` (and the search box with them) on a row below, or the
 * search box in the title bar when there are no filters.
 */
export function ListHeader({
  titleId,
  title,
  actions,
  filters,
  search,
}: {
  titleId: string;
  title: string;
  actions?: ReactNode;
  filters?: ReactNode;
  /** The search box: its input id and what to do with the text sent. */
  search?: { id: string; onSearch: (search: string) => void };
}) {
  const searchForm = search && <SearchForm id={search.id} onSearch={search.onSearch} />;
  return (
    <>
      <StaffTitleBar titleId={titleId} title={title} actions={actions}>
        {!filters && searchForm}
      </StaffTitleBar>
      {filters && (
        <div className="d-flex flex-wrap gap-2 mb-3">
          {filters}
          {searchForm}
        </div>
      )}
    </>
  );
}

/** A list query's state, as RTK Query's hooks return it (a plain list or a page of one). */
export interface ListQuery<T> {
  data?: T[] | Paged<T>;
  isLoading: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

export function ListTable<T>({
  query,
  caption,
  columns,
  row,
  loadError,
  empty,
  onPage,
  tableClassName = 'table table-hover align-middle',
}: {
  query: ListQuery<T>;
  /** The table's (visually hidden) caption. */
  caption: string;
  /** The column heads; wrap one in `<span className="visually-hidden">` for a head only screen readers read. */
  columns: ReactNode[];
  /** One `<tr>` per item. */
  row: (item: T) => ReactNode;
  loadError: string;
  /** Shown instead of an empty table; without it the table shows with its heads only. */
  empty?: string;
  /** Paged lists: what to do when another page is asked for. */
  onPage?: (page: number) => void;
  tableClassName?: string;
}) {
  const { data, isLoading, isError, isFetching, refetch } = query;
  if (isLoading) return <Spinner label={adminText('loading')} />;
  if (isError || !data) {
    return <LoadError message={loadError} retryLabel={adminText('dashboard.retry')} onRetry={() => void refetch()} />;
  }
  const items = Array.isArray(data) ? data : data.data;
  const paged = Array.isArray(data) ? null : data;
  return (
    <>
      {items.length === 0 && empty ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <div className="table-responsive">
          <table className={tableClassName} aria-busy={isFetching || undefined}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{items.map(row)}</tbody>
          </table>
        </div>
      )}
      {paged && onPage && paged.last_page > 1 && (
        <Pager page={paged.current_page} lastPage={paged.last_page} onPage={onPage} labels={pagerLabels()} />
      )}
    </>
  );
}
