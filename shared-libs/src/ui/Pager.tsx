/**
 * Page buttons for a paged list: first, last and two either side of the current one, with previous/next; the
 * current page is marked for screen readers. Nothing shows for a single page. The caller passes the texts in
 * its own language.
 */
export interface PagerLabels {
  nav: string;
  previous: string;
  next: string;
  /** The accessible name of a page's button, e.g. (page) => `Sayfa ${page}` */
  page: (page: number) => string;
}

export interface PagerProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}

export function Pager({ page: current, lastPage: last, onPage, labels }: PagerProps) {
  if (last <= 1) return null;
  const pages = Array.from({ length: last }, (_, i) => i + 1).filter((p) => p === 1 || p === last || Math.abs(p - current) <= 2);
  return (
    <nav aria-label={labels.nav} className="mt-4">
      <ul className="pagination justify-content-center flex-wrap">
        <li className={`page-item${current <= 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={current <= 1} onClick={() => onPage(current - 1)}>
            {labels.previous}
          </button>
        </li>
        {pages.map((page) => (
          <li key={page} className={`page-item${page === current ? ' active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-current={page === current ? 'page' : undefined}
              aria-label={labels.page(page)}
              onClick={() => onPage(page)}
            >
              {page}
            </button>
          </li>
        ))}
        <li className={`page-item${current >= last ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={current >= last} onClick={() => onPage(current + 1)}>
            {labels.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
