/**
 * What a catalogue page shows while its query has no data: the spinner while loading, the not-found page for a 404
 * (retrying cannot help), else the load error with Retry.
 */
import { useTranslation } from 'react-i18next';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { isNotFound, NotFoundPage } from '@vitrin/shared-libs/ui/NotFoundPage';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';

export function QueryFallback({ isLoading, error, refetch }: { isLoading: boolean; error?: unknown; refetch: () => unknown }) {
  const { t } = useTranslation();
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (isNotFound(error)) return <NotFoundPage />;
  return (
    <div className="container py-5">
      <LoadError message={t('common.load_error')} retryLabel={t('common.retry')} onRetry={() => void refetch()} />
    </div>
  );
}
