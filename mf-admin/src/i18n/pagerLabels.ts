import type { PagerLabels } from '@vitrin/shared-libs/ui/Pager';
import { adminText } from './adminTexts';

/** The admin's Turkish texts for shared-libs' Pager. */
export const pagerLabels = (): PagerLabels => ({
  nav: adminText('pager.nav'),
  previous: adminText('pager.previous'),
  next: adminText('pager.next'),
  page: (page) => adminText('pager.page', { page }),
});
