/**
 * The one pager of every paged list: first, last and two either side of the current one, with previous/next; the
 * current page is marked for screen readers. Nothing shows for a single page. The caller passes the texts in
 * its own language. With `hrefOf` each page is a link to its own address (a public list a crawler or a visitor
 * without JavaScript follows); else a button that calls `onPage` (a list whose page lives in the screen).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface PagerLabels {
  nav: string;
  previous: string;
  next: string;
  /** The accessible name of a page's button, e.g. (page) => `Sayfa ${page}` */
  page: (page: number) => string;
}

export type PagerProps = {
  page: number;
  lastPage: number;
  labels: PagerLabels;
} & ({ onPage: (page: number) => void; hrefOf?: never } | { hrefOf: (page: number) => string; onPage?: never });

export function Pager({ page: current, lastPage: last, labels, ...to }: PagerProps) {
  if (last <= 1) return null;
  const pages = Array.from({ length: last }, (_, i) => i + 1).filter((p) => p === 1 || p === last || Math.abs(p - current) <= 2);
  /** One page's control: a link or a button; a step past either end is shown disabled. */
  const control = (page: number, content: ReactNode, label?: string) => {
    const disabled = page < 1 || page > last;
    const isCurrent = label !== undefined && page === current;
    const common = { className: 'page-link', 'aria-label': label, 'aria-current': isCurrent ? ('page' as const) : undefined };
    if (to.hrefOf) {
      return disabled ? (
        <span className="page-link" aria-disabled="true">
          {content}
        </span>
      ) : (
        <Link {...common} to={to.hrefOf(page)}>
          {content}
        </Link>
      );
    }
    const onPage = to.onPage;
    return (
      <button type="button" {...common} disabled={disabled} onClick={() => onPage(page)}>
        {content}
      </button>
    );
  };
  return (
    <nav aria-label={labels.nav} className="mt-4">
      <ul className="pagination justify-content-center flex-wrap">
        <li className={`page-item${current <= 1 ? ' disabled' : ''}`}>{control(current - 1, labels.previous)}</li>
        {pages.map((page) => (
          <li key={page} className={`page-item${page === current ? ' active' : ''}`}>
            {control(page, page, labels.page(page))}
          </li>
        ))}
        <li className={`page-item${current >= last ? ' disabled' : ''}`}>{control(current + 1, labels.next)}</li>
      </ul>
    </nav>
  );
}
