/** Orders: paged list, newest first unless sorted, with search, a status filter and dates; the view is in the address. */
import { screenHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { Link } from 'react-router-dom';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { ORDER_STATUSES } from '@vitrin/shared-libs/types/orders';
import { FilterSelect } from '@vitrin/shared-libs/ui/ListFilters';
import { useListState } from '@vitrin/shared-libs/ui/useListParams';
import { adminText } from '../../../i18n/adminTexts';
import { DatesFilter, ListHeader, ListTable } from '../../../components/ListPage';
import { useOrdersQuery } from '../api/getOrders';

export function OrdersPage() {
  const list = useListState('orders', ['status', 'from', 'to']);
  const query = useOrdersQuery(list.query);
  const statuses = ORDER_STATUSES.map((value) => ({ value, label: adminText(`orders.statuses.${value}`) }));

  return (
    <section aria-labelledby="orders-title">
      <ListHeader
        titleId="orders-title"
        title={adminText('orders.title')}
        filters={
          <>
            <FilterSelect
              label={adminText('orders.status')}
              all={adminText('orders.allStatuses')}
              value={list.filters.status}
              options={statuses}
              onChange={(value) => list.setFilter('status', value)}
            />
            <DatesFilter filters={list.filters} setFilter={list.setFilter} />
          </>
        }
        search={{ id: 'orders-search', value: list.search, onSearch: list.setSearch }}
      />
      <ListTable
        query={query}
        caption={adminText('orders.title')}
        loadError={adminText('orders.loadError')}
        empty={adminText('orders.empty')}
        onPage={list.setPage}
        sort={list.sort}
        columns={[
          adminText('orders.number'),
          { label: adminText('inbox.company'), sort: 'company_name' },
          { label: adminText('inbox.from'), sort: 'name' },
          adminText('orders.place'),
          adminText('orders.lines'),
          { label: adminText('orders.status'), sort: 'status' },
          { label: adminText('inbox.date'), sort: 'created_at' },
        ]}
        row={(order) => (
          <tr key={order.id} className={order.check === 0 ? 'fw-bold' : undefined}>
            <td>
              <Link to={screenHref('order-show', order.id)}>{adminText('orders.show', { id: order.id })}</Link>
              {order.reference && (
                <div className="small text-body-secondary text-nowrap" title={adminText('orders.reference')}>
                  {order.reference}
                </div>
              )}
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
