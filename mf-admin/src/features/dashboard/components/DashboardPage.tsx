/** The dashboard's counts (DOMAIN.md "Dashboard"). */
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { t } from '../../../i18n/adminTexts';
import { useDashboardQuery } from '../api/getDashboard';

export function DashboardPage() {
  const { data, isLoading, isError, refetch } = useDashboardQuery();
  if (isLoading) return <Spinner label={t('loading')} />;
  if (isError || !data)
    return <LoadError message={t('dashboard.loadError')} retryLabel={t('dashboard.retry')} onRetry={() => void refetch()} />;

  const counts: [string, number][] = [
    [t('dashboard.airSprings'), data.products.air_springs],
    [t('dashboard.spareParts'), data.products.spare_parts],
    [t('dashboard.categories'), data.categories],
    [t('dashboard.unreadContact'), data.unread.contact],
    [t('dashboard.unreadHr'), data.unread.human_resources],
    [t('dashboard.unreadOffers'), data.unread.offer],
    [t('dashboard.newOrders'), data.new_orders],
  ];
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="h3 mb-4">
        {t('dashboard.title')}
      </h1>
      <dl className="row g-3">
        {counts.map(([label, value]) => (
          <div className="col-sm-6 col-xl-3" key={label}>
            <div className="card h-100">
              <div className="card-body">
                <dt className="text-body-secondary small fw-normal">{label}</dt>
                <dd className="display-6 mb-0">{value}</dd>
              </div>
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}
