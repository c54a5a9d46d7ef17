/**
 * The staff lists' table (docs/architecture.md, "Lists"): loading, load error with retry, empty text, the table
 * with its caption and column heads — a head with a sort key orders the list on the server (`aria-sort`) — and
 * paging. The admin and the catalogue's staff screens pass their own texts. Each body cell carries its column's name
 * (`data-label`), which a phone's stacked layout shows beside the value (mf-admin layout.css, "Lists on a phone").
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Paged } from '@vitrin/shared-libs/types/api';
import { Icon } from '@vitrin/shared-libs/ui/Icon';
import { caretDownFill, caretUpFill, chevronExpand } from '@vitrin/shared-libs/ui/icons/list';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Pager, type PagerLabels } from '@vitrin/shared-libs/ui/Pager';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { ListSort } from '@vitrin/shared-libs/ui/useListParams';

/** A list query's state, as RTK Query's hooks return it (a plain list or a page of one). */
export interface ListQuery<T> {
  data?: T[] | Paged<T>;
  isLoading: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

/** A column head: its label and, for a column the list sorts by, its sort key. */
export interface ListColumn<K extends string = string> {
  label: ReactNode;
  sort?: K;
  /** The head is read by screen readers only (a column of pictures or of actions). */
  hidden?: boolean;
}

export interface ListTexts {
  loading: string;
  retry: string;
  pager: PagerLabels;
}

export interface ListTableProps<T, K extends string> {
  query: ListQuery<T>;
  /** The table's caption; visually hidden unless `showCaption`. */
  caption: string;
  showCaption?: boolean;
  /** The column heads: a label, or a column with its sort key. */
  columns: (ReactNode | ListColumn<K>)[];
  /** The list's order, from useListState: heads with a sort key become buttons. */
  sort?: ListSort<K>;
  /** One `<tr>` per item. */
  row: (item: T) => ReactNode;
  loadError: string;
  /** Shown instead of an empty table; without it the table shows with its heads only. */
  empty?: string;
  /** Paged lists: what to do when another page is asked for. */
  onPage?: (page: number) => void;
  tableClassName?: string;
  texts: ListTexts;
}

/** Names each body cell after its column head (a head read by screen readers only names none). */
function labelCells(table: HTMLTableElement | null): void {
  if (!table) return;
  const heads = Array.from(table.tHead?.rows[0]?.cells ?? [], (head) =>
    head.querySelector(':scope > .visually-hidden') ? '' : (head.textContent ?? '').trim(),
  );
  for (const row of Array.from(table.tBodies[0]?.rows ?? [])) {
    Array.from(row.cells).forEach((cell, index) => {
      const label = heads[index];
      if (label) cell.setAttribute('data-label', label);
      else cell.removeAttribute('data-label');
    });
  }
}

const isColumn = (column: unknown): column is ListColumn =>
  typeof column === 'object' && column !== null && 'label' in column && !('$$typeof' in column);

function ColumnHead<K extends string>({ column, sort }: { column: ListColumn<K>; sort?: ListSort<K> }) {
  const label = column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label;
  if (!column.sort || !sort) return <th scope="col">{label}</th>;
  const key = column.sort;
  const current = sort.key === key;
  const direction = current ? (sort.desc ? 'descending' : 'ascending') : 'none';
  const icon = current ? (sort.desc ? caretDownFill : caretUpFill) : chevronExpand;
  return (
    <th scope="col" aria-sort={direction}>
      <button
        type="button"
        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none d-inline-flex align-items-center gap-1"
        onClick={() => sort.onSort(key)}
      >
        {label}
        <Icon icon={icon} className={current ? undefined : 'opacity-50'} />
      </button>
    </th>
  );
}

export function ListTable<T, K extends string = string>({
  query,
  caption,
  showCaption,
  columns,
  sort,
  row,
  loadError,
  empty,
  onPage,
  tableClassName = 'table table-hover align-middle',
  texts,
}: ListTableProps<T, K>) {
  const { data, isLoading, isError, isFetching, refetch } = query;
  const table = useRef<HTMLTableElement>(null);
  // After every render: the rows are the caller's, so the column names are copied onto their cells here.
  useLayoutEffect(() => labelCells(table.current));
  if (isLoading) return <Spinner label={texts.loading} />;
  if (isError || !data) {
    return <LoadError message={loadError} retryLabel={texts.retry} onRetry={() => void refetch()} />;
  }
  const items = Array.isArray(data) ? data : data.data;
  const paged = Array.isArray(data) ? null : data;
  return (
    <>
      {items.length === 0 && empty ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <div className="table-responsive staff-list">
          <table ref={table} className={tableClassName} aria-busy={isFetching || undefined}>
            <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column, index) =>
                  isColumn(column) ? (
                    <ColumnHead key={index} column={column as ListColumn<K>} sort={sort} />
                  ) : (
                    <th key={index} scope="col">
                      {column}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>{items.map(row)}</tbody>
          </table>
        </div>
      )}
      {paged && onPage && paged.last_page > 1 && (
        <Pager page={paged.current_page} lastPage={paged.last_page} onPage={onPage} labels={texts.pager} />
      )}
    </>
  );
}
