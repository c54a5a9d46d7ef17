/** The dashboard: counts, a chart of the last 30 days, the latest five of each inbox. */
import { useTranslationSummariesQuery } from '@vitrin/shared-libs/api/adminApi';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { canOpenArea } from '@vitrin/shared-libs/auth/areaRoles';
import { selectCurrentUser } from '@vitrin/shared-libs/session/sessionSlice';
import { useAdminSelector } from '@vitrin/shared-libs/store/adminHooks';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { INBOX_KINDS, INBOX_TABLE } from '@vitrin/shared-libs/registry/inboxes';
import { adminHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { adminText } from '../../../i18n/adminTexts';
import { useDashboardQuery } from '../api/getDashboard';
import { RelativeTime } from '../../../components/RelativeTime';

// chart.js is fetched only here, so the other admin screens never download it.
const ActivityChart = lazy(() => import('./ActivityChart'));

export function DashboardPage() {
  const { data, isLoading, isError, refetch } = useDashboardQuery();
  const role = useAdminSelector(selectCurrentUser)?.role_group;
  if (isLoading) return <Spinner label={adminText('loading')} />;
  if (isError || !data)
    return (
      <LoadError
        message={adminText('dashboard.loadError')}
        retryLabel={adminText('dashboard.retry')}
        onRetry={() => void refetch()}
      />
    );

  const counts: [string, number][] = [
    [adminText('dashboard.airSprings'), data.products.air_springs],
    [adminText('dashboard.spareParts'), data.products.spare_parts],
    [adminText('dashboard.categories'), data.categories],
    ...INBOX_KINDS.map((kind): [string, number] => [
      adminText(`dashboard.unread.${kind}`),
      data.unread[INBOX_TABLE[kind].unreadKey],
    ]),
    [adminText('dashboard.newOrders'), data.new_orders],
  ];
  const inbox = canOpenArea(role ?? null, 'inbox');
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="h3 mb-4">
        {adminText('dashboard.title')}
      </h1>
      <div className="row g-3">
        {counts.map(([label, value]) => (
          <div className="col-sm-6 col-xl-3" key={label}>
            <dl className="card card-body h-100 mb-0">
              <dt className="text-body-secondary small fw-normal">{label}</dt>
              <dd className="display-6 mb-0">{value}</dd>
            </dl>
          </div>
        ))}
      </div>
      {canOpenArea(role ?? null, 'translations') && <TranslationCounts />}
      <div className="card my-4">
        <div className="card-body">
          <h2 className="h5">{adminText('dashboard.chartTitle')}</h2>
          {/* Chart.js sizes its canvas to this box a frame after the box changes: until then the box clips it, so
              narrowing the window never widens the page. */}
          <div style={{ position: 'relative', height: 280, overflow: 'hidden' }} data-testid="activity-chart">
            <Suspense fallback={<Spinner label={adminText('loading')} />}>
              <ActivityChart daily={data.daily} />
            </Suspense>
          </div>
        </div>
      </div>
      {inbox && (
        <div className="row g-3">
          {INBOX_KINDS.map((kind) => (
            <div className="col-lg-4" key={kind}>
              <div className="card h-100">
                <div className="card-body">
                  <h2 className="h6">
                    <Link to={adminHref(INBOX_TABLE[kind].adminRoute)}>{adminText(`dashboard.latest.${kind}`)}</Link>
                  </h2>
                  {data.latest[kind].length === 0 ? (
                    <p className="small text-body-secondary mb-0">{adminText('inbox.empty')}</p>
                  ) : (
                    <ul className="list-unstyled mb-0 small">
                      {data.latest[kind].map((message) => (
                        <li key={message.id} className={`py-1 border-bottom ${message.check === 0 ? 'fw-bold' : ''}`}>
                          <Link to={`${adminHref(INBOX_TABLE[kind].adminRoute)}?id=${message.id}`}>{message.name}</Link>
                          <span className="text-body-secondary">
                            {' '}
                            — <RelativeTime value={message.created_at} />
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** Each language's missing texts ("EN: 12 eksik"), each a link to its translation report. */
function TranslationCounts() {
  const { data = [] } = useTranslationSummariesQuery();
  if (data.length === 0) return null;
  return (
    <div className="card mt-4">
      <div className="card-body">
        <h2 className="h5">
          <Link to={adminHref('translations')}>{adminText('translations.dashboardTitle')}</Link>
        </h2>
        <ul className="list-inline mb-0">
          {data.map((language) => (
            <li className="list-inline-item" key={language.abbr}>
              <Link
                className={`badge fs-6 text-decoration-none ${language.missing > 0 ? 'text-bg-warning' : 'text-bg-success'}`}
                to={`${adminHref('translations')}?language=${language.abbr}`}
              >
                {language.missing > 0
                  ? adminText('translations.missingCount', { abbr: language.abbr.toUpperCase(), count: language.missing })
                  : adminText('translations.noneMissing', { abbr: language.abbr.toUpperCase() })}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
