/** The loading, not-found and failure states every screen shows the same way, in the page's language. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { isNotFound, NotFoundPage } from '@vitrin/shared-libs/ui/NotFoundPage';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';

export interface QueryStateProps<T> {
  data?: T | undefined;
  isLoading: boolean;
  isError: boolean;
  /** A 404 shows the not-found page: the item does not exist, retrying cannot help. */
  error?: unknown;
  refetch: () => unknown;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ data, isLoading, isError, error, refetch, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (isNotFound(error)) return <NotFoundPage />;
  if (isError || data === undefined)
    return (
      <div className="container">
        <LoadError message={t('common.load_error')} retryLabel={t('common.retry')} onRetry={() => void refetch()} />
      </div>
    );
  return <>{children(data)}</>;
}
