/**
 * "Compare" on a product card and the product page: puts the product on the compare list (at most four; the oldest
 * leaves for a fifth) or takes it off, and once two are chosen links to their compare page.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { compareHref } from '@vitrin/shared-libs/utils/compare';
import { useCompareList } from '../hooks/useCompareList';

export function CompareToggle({ seoName, name, showLink = false }: { seoName: string; name: string; showLink?: boolean }) {
  const { t } = useTranslation();
  const { list, toggle } = useCompareList();
  const chosen = list.includes(seoName);
  return (
    <>
      <button
        type="button"
        className={`btn btn-sm position-relative z-2 ${chosen ? 'btn-secondary' : 'btn-outline-secondary'}`}
        aria-pressed={chosen}
        aria-label={t('compare.toggle', { name })}
        onClick={() => toggle(seoName)}
        data-testid="compare-toggle"
      >
        {t('compare.button')}
      </button>
      {showLink && list.length >= 2 && (
        <Link className="btn btn-sm btn-link position-relative z-2" to={compareHref(list)}>
          {t('compare.open', { count: list.length })}
        </Link>
      )}
    </>
  );
}
