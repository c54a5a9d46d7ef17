/** Orders: paged list, newest first, with search and a status filter (DOMAIN.md "Order"). */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { ORDER_STATUSES, type OrderStatus } from '@vitrin/shared-libs/types/orders';
import { t } from '../../../i18n/adminTexts';
import { ListHeader, ListTable } from '../../../components/ListPage';
import { useOrdersQuery } from '../api/getOrders';

export function OrdersPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');

  const query = useOrdersQuery({ page, search, status });

  return (
    <section aria-labelledby="orders-title">
      <ListHeader
        titleId="orders-title"
        title={t('orders.title')}
        filters={
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
        }
        search={{
          id: 'orders-search',
          onSearch: (value) => {
            setSearch(value);
            setPage(1);
          },
        }}
      />
      <ListTable
        query={query}
        caption={t('orders.title')}
        loadError={t('orders.loadError')}
        empty={t('orders.empty')}
        onPage={setPage}
        columns={[
          t('orders.number'),
          t('inbox.company'),
          t('inbox.from'),
          t('orders.place'),
          t('orders.lines'),
          t('orders.status'),
          t('inbox.date'),
        ]}
        row={(order) => (
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
        )}
      />
    </section>
  );
}
