/** One order: customer, lines, status change and internal note. */
import { adminHref } from '@vitrin/shared-libs/registry/adminRoutes';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { ORDER_STATUSES, type OrderDetail, type OrderStatus } from '@vitrin/shared-libs/types/orders';
import { adminText } from '../../../i18n/adminTexts';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';
import { useOrderQuery } from '../api/getOrder';
import { useUpdateOrderMutation } from '../api/updateOrder';

/** Status and internal note, starting from what is stored. */
function OrderChangeForm({ order }: { order: OrderDetail }) {
  const [update] = useUpdateOrderMutation();
  const { values, set, submit, submitting } = useStaffForm({
    initial: { status: order.status, internal_note: order.internal_note ?? '' },
    save: (values) => update({ id: order.id, ...values }).unwrap(),
    texts: { successTitle: adminText('dialogs.updated') },
    afterSave: 'keep',
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="card card-body">
      <div className="mb-3">
        <label className="form-label" htmlFor="order-status">
          {adminText('orders.status')}
        </label>
        <select
          id="order-status"
          className="form-select"
          value={values.status}
          onChange={(event) => set('status')(event.target.value as OrderStatus)}
        >
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {adminText(`orders.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="order-note">
          {adminText('orders.internalNote')}
        </label>
        <textarea
          id="order-note"
          className="form-control"
          rows={4}
          maxLength={5000}
          value={values.internal_note}
          onChange={(event) => set('internal_note')(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary align-self-start" disabled={submitting}>
        {adminText('orders.save')}
      </button>
    </form>
  );
}

export function OrderShowPage() {
  const id = Number(useParams().id);
  const { data: order, isLoading, isError, refetch } = useOrderQuery(id, { skip: !Number.isSafeInteger(id) || id < 1 });

  if (isLoading) return <Spinner label={adminText('loading')} />;
  if (isError || !order) {
    return (
      <LoadError
        message={adminText('orders.loadError')}
        retryLabel={adminText('dashboard.retry')}
        onRetry={() => void refetch()}
      />
    );
  }

  const customer: [string, string | null][] = [
    [adminText('inbox.company'), order.company_name],
    [adminText('inbox.from'), order.name],
    [adminText('inbox.email'), order.email],
    [adminText('inbox.phone'), order.phone],
    [adminText('orders.country'), order.country],
    [adminText('orders.city'), order.city],
    [adminText('orders.address'), order.address],
    [adminText('orders.note'), order.note],
    [adminText('inbox.date'), formatDate(order.created_at)],
  ];

  return (
    <section aria-labelledby="order-title">
      <Link to={adminHref('orders')} className="small">
        {adminText('orders.back')}
      </Link>
      <h1 id="order-title" className="h3 my-3">
        {adminText('orders.show', { id: order.id })}
        {order.reference && <small className="ms-2 text-body-secondary">{order.reference}</small>}
      </h1>
      <div className="row g-4">
        <div className="col-lg-5">
          <h2 className="h5">{adminText('orders.customer')}</h2>
          <dl>
            {customer
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="mb-1">
                  <dt className="small text-body-secondary fw-normal">{label}</dt>
                  <dd className="mb-1">{value}</dd>
                </div>
              ))}
          </dl>
        </div>
        <div className="col-lg-7">
          <h2 className="h5">{adminText('orders.lines')}</h2>
          <table className="table">
            <caption className="visually-hidden">{adminText('orders.lines')}</caption>
            <thead>
              <tr>
                <th scope="col">{adminText('orders.code')}</th>
                <th scope="col">{adminText('orders.product')}</th>
                <th scope="col">{adminText('inbox.quantity')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <td>{line.code}</td>
                  <td>
                    {line.name}
                    {line.current_name && line.current_name !== line.name && (
                      <div className="small text-body-secondary">
                        {adminText('orders.currentName', { name: line.current_name })}
                      </div>
                    )}
                  </td>
                  <td>{line.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <OrderChangeForm key={`${order.id}-${order.updated_at}`} order={order} />
        </div>
      </div>
    </section>
  );
}
