/**
 * The admin lists' shared blocks: the title bar (h1, actions, filters, search) and the shared list table with the
 * admin's texts.
 */
import type { ReactNode } from 'react';
import { ListTable as SharedListTable, type ListTableProps, type ListTexts } from '@vitrin/shared-libs/ui/ListTable';
import { DateRangeFilter } from '@vitrin/shared-libs/ui/ListFilters';
import { adminText } from '../i18n/adminTexts';
import { pagerLabels } from '../i18n/pagerLabels';
import { SearchForm } from '@vitrin/shared-libs/ui/SearchForm';
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
  search?: { id: string; value?: string; onSearch: (search: string) => void };
}) {
  const searchForm = search && (
    <SearchForm
      id={search.id}
      value={search.value}
      onSearch={search.onSearch}
      label={adminText('inbox.search')}
      hideLabel
      small
      className="ms-auto"
    />
  );
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

/** The admin's texts for the shared list table. */
const ADMIN_LIST_TEXTS = (): ListTexts => ({
  loading: adminText('loading'),
  retry: adminText('dashboard.retry'),
  pager: pagerLabels(),
});

/** The shared list table (shared-libs ui/ListTable) with the admin's texts. */
export function ListTable<T, K extends string = string>(props: Omit<ListTableProps<T, K>, 'texts'>) {
  return <SharedListTable {...props} texts={ADMIN_LIST_TEXTS()} />;
}

/** A list's date range filter (`from`/`to` in the address, useListState) with the admin's labels. */
export function DatesFilter({
  filters,
  setFilter,
}: {
  filters: { from: string; to: string };
  setFilter: (name: 'from' | 'to', value: string) => void;
}) {
  return (
    <DateRangeFilter
      labels={{ from: adminText('list.from'), to: adminText('list.to') }}
      from={filters.from}
      to={filters.to}
      onChange={setFilter}
    />
  );
}
