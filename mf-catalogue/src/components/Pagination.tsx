/** Page links for a paged list; the current page is marked for screen readers. */
import { useTranslation } from 'react-i18next';

export function Pagination({ current, last, onPage }: { current: number; last: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  const pages = Array.from({ length: last }, (_, i) => i + 1).filter((p) => p === 1 || p === last || Math.abs(p - current) <= 2);
  return (
    <nav aria-label={t('catalogue.pagination')} className="mt-4">
      <ul className="pagination justify-content-center flex-wrap">
        <li className={`page-item${current <= 1 ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={current <= 1} onClick={() => onPage(current - 1)}>
            {t('catalogue.previous')}
          </button>
        </li>
        {pages.map((page) => (
          <li key={page} className={`page-item${page === current ? ' active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('catalogue.page', { page })}
              onClick={() => onPage(page)}
            >
              {page}
            </button>
          </li>
        ))}
        <li className={`page-item${current >= last ? ' disabled' : ''}`}>
          <button type="button" className="page-link" disabled={current >= last} onClick={() => onPage(current + 1)}>
            {t('catalogue.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
