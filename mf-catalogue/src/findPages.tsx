/**
 * The pages of finding a part (cross-reference, finder, compare), each loaded on its first visit: a category's or
 * a product's page does not download them (bench/budgets.json). The server renders them whole (it waits for every
 * chunk), and the browser hydrates each once its chunk has arrived.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';

function onVisit(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LoadedOnVisit() {
    const { t } = useTranslation();
    return (
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Page />
      </Suspense>
    );
  };
}

export const CrossReferencePage = onVisit(() =>
  import('./features/cross-reference/components/CrossReferencePage').then((m) => m.CrossReferencePage),
);
export const CrossReferenceManufacturerPage = onVisit(() =>
  import('./features/cross-reference/components/CrossReferenceManufacturerPage').then((m) => m.CrossReferenceManufacturerPage),
);
export const CrossReferenceIndexPage = onVisit(() =>
  import('./features/cross-reference/components/CrossReferenceIndexPage').then((m) => m.CrossReferenceIndexPage),
);
export const FinderPage = onVisit(() => import('./features/finder/components/FinderPage').then((m) => m.FinderPage));
export const ComparePage = onVisit(() => import('./features/compare/components/ComparePage').then((m) => m.ComparePage));
