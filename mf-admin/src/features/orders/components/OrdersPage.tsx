/** Orders: paged list, newest first, with search and a status filter. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { ORDER_STATUSES, type OrderStatus } from '@vitrin/shared-libs/types/orders';
import { adminText } from '../../../i18n/adminTexts';
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
        title={adminText('orders.title')}
        filters={
          <div>
            <label className="form-label small mb-0" htmlFor="orders-status">
              {adminText('orders.status')}
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
              <option value="">{adminText('orders.allStatuses')}</option>
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {adminText(`orders.statuses.${value}`)}
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
        caption={adminText('orders.title')}
        loadError={adminText('orders.loadError')}
        empty={adminText('orders.empty')}
        onPage={setPage}
        columns={[
          adminText('orders.number'),
          adminText('inbox.company'),
          adminText('inbox.from'),
          adminText('orders.place'),
          adminText('orders.lines'),
          adminText('orders.status'),
          adminText('inbox.date'),
        ]}
        row={(order) => (
          <tr key={order.id} className={order.check === 0 ? 'fw-bold' : undefined}>
            <td>
              <Link to={`/admin/order-show/${order.id}`}>{adminText('orders.show', { id: order.id })}</Link>
            </td>
            <td>{order.company_name}</td>
            <td>{order.name}</td>
            <td>
              {order.city}, {order.country}
            </td>
            <td>{order.line_count}</td>
            <td>
              <span className="badge text-bg-secondary">{adminText(`orders.statuses.${order.status}`)}</span>
            </td>
            <td>{formatDate(order.created_at)}</td>
          </tr>
        )}
      />
    </section>
  );
}
