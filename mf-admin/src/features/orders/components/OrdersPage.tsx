/** Orders: paged list, newest first, with search and a status filter (DOMAIN.md "Order"). */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Pager } from '@vitrin/shared-libs/ui/Pager';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { ORDER_STATUSES, type OrderStatus } from '@vitrin/shared-libs/types/orders';
import { t } from '../../../i18n/adminTexts';
import { pagerLabels } from '../../../i18n/pagerLabels';
import { useOrdersQuery } from '../api/getOrders';

export function OrdersPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const { data, isLoading, isError, refetch } = useOrdersQuery({ page, search, status });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
    setPage(1);
  };

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="h3 mb-3">
        {t('orders.title')}
      </h1>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <div>
          <label className="form-label small mb-0" htmlFor="orders-status">
            {t('orders.status')}
          </label>
          <select
            id="orders-status"
            className="form-select form-select-sm"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('orders.allStatuses')}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`orders.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <form className="d-flex gap-2 align-items-end ms-auto" role="search" onSubmit={onSearch}>
          <div>
            <label className="form-label small mb-0" htmlFor="orders-search">
              {t('inbox.search')}
            </label>
            <input
              id="orders-search"
              type="search"
              className="form-control form-control-sm"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-sm btn-outline-secondary">
            {t('inbox.search')}
          </button>
        </form>
      </div>
      {isLoading ? (
        <Spinner label={t('loading')} />
      ) : isError || !data ? (
        <LoadError message={t('orders.loadError')} retryLabel={t('dashboard.retry')} onRetry={() => void refetch()} />
      ) : data.data.length === 0 ? (
        <p className="text-body-secondary">{t('orders.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-hover align-middle">
            <caption className="visually-hidden">{t('orders.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('inbox.company')}</th>
                <th scope="col">{t('inbox.from')}</th>
                <th scope="col">{t('orders.place')}</th>
                <th scope="col">{t('orders.lines')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('inbox.date')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((order) => (
                <tr key={order.id} className={order.check === 0 ? 'fw-bold' : undefined}>
                  <td>
                    <Link to={`/admin/order-show/${order.id}`}>{t('orders.show', { id: order.id })}</Link>
                  </td>
                  <td>{order.company_name}</td>
                  <td>{order.name}</td>
                  <td>
                    {order.city}, {order.country}
                  </td>
                  <td>{order.line_count}</td>
                  <td>
                    <span className="badge text-bg-secondary">{t(`orders.statuses.${order.status}`)}</span>
                  </td>
                  <td>{formatDate(order.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.last_page > 1 && (
        <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} labels={pagerLabels()} />
      )}
    </section>
  );
}
