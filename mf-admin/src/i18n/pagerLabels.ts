import type { PagerLabels } from '@vitrin/shared-libs/ui/Pager';
import { t } from './adminTexts';

/** The admin's Turkish texts for shared-libs' Pager. */
export const pagerLabels = (): PagerLabels => ({
  nav: t('pager.nav'),
  previous: t('pager.previous'),
  next: t('pager.next'),
  page: (page) => t('pager.page', { page }),
});
