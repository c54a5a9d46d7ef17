import { useTranslation } from 'react-i18next';
import type { PagerLabels } from '@vitrin/shared-libs/ui/Pager';

/** The public site's pager texts, from the language pack (the catalogue lists and the media lists). */
export function usePagerLabels(): PagerLabels {
  const { t } = useTranslation();
  return {
    nav: t('catalogue.pagination'),
    previous: t('catalogue.previous'),
    next: t('catalogue.next'),
    page: (page: number) => t('catalogue.page', { page }),
  };
}
