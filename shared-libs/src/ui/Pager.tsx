/** Previous / next paging for a `Paged<T>` list; the caller passes the texts in its own language. */
export interface PagerLabels {
  nav: string;
  previous: string;
  next: string;
  /** e.g. (page, last) => `Sayfa ${page} / ${last}` */
  status: (page: number, last: number) => string;
}

export function Pager({
  page,
  lastPage,
  onPage,
  labels,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}) {
  return (
    <nav aria-label={labels.nav} className="d-flex align-items-center gap-2 mt-3">
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </button>
      <span className="small" aria-live="polite">
        {labels.status(page, lastPage)}
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        {labels.next}
      </button>
    </nav>
  );
}
