/** One order: customer, lines, status change and internal note (DOMAIN.md "Order"). */
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { formatDate } from '@vitrin/shared-libs/utils/date';
import { ORDER_STATUSES, type OrderDetail, type OrderStatus } from '@vitrin/shared-libs/types/orders';
import { t } from '../../../i18n/adminTexts';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { useOrderQuery } from '../api/getOrder';
import { useUpdateOrderMutation } from '../api/updateOrder';

/** Status and internal note, starting from what is stored. */
function OrderChangeForm({ order }: { order: OrderDetail }) {
  const [update, { isLoading: saving }] = useUpdateOrderMutation();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [note, setNote] = useState(order.internal_note ?? '');

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    showOutcome(await update({ id: order.id, status, internal_note: note }), { successTitle: t('dialogs.updated') });
  };

  return (
    <form onSubmit={(event) => void onSave(event)} className="card card-body">
      <div className="mb-3">
        <label className="form-label" htmlFor="order-status">
          {t('orders.status')}
        </label>
        <select
          id="order-status"
          className="form-select"
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
        >
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`orders.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="order-note">
          {t('orders.internalNote')}
        </label>
        <textarea
          id="order-note"
          className="form-control"
          rows={4}
          maxLength={5000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary align-self-start" disabled={saving}>
        {t('orders.save')}
      </button>
    </form>
  );
}

export function OrderShowPage() {
  const id = Number(useParams().id);
  const { data: order, isLoading, isError, refetch } = useOrderQuery(id, { skip: !Number.isSafeInteger(id) || id < 1 });

  if (isLoading) return <Spinner label={t('loading')} />;
  if (isError || !order) {
    return <LoadError message={t('orders.loadError')} retryLabel={t('dashboard.retry')} onRetry={() => void refetch()} />;
  }

  const customer: [string, string | null][] = [
    [t('inbox.company'), order.company_name],
    [t('inbox.from'), order.name],
    [t('inbox.email'), order.email],
    [t('inbox.phone'), order.phone],
    [t('orders.country'), order.country],
    [t('orders.city'), order.city],
    [t('orders.address'), order.address],
    [t('orders.note'), order.note],
    [t('inbox.date'), formatDate(order.created_at)],
  ];

  return (
    <section aria-labelledby="order-title">
      <Link to="/admin/orders" className="small">
        {t('orders.back')}
      </Link>
      <h1 id="order-title" className="h3 my-3">
        {t('orders.show', { id: order.id })}
      </h1>
      <div className="row g-4">
        <div className="col-lg-5">
          <h2 className="h5">{t('orders.customer')}</h2>
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
          <h2 className="h5">{t('orders.lines')}</h2>
          <table className="table">
            <caption className="visually-hidden">{t('orders.lines')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.code')}</th>
                <th scope="col">{t('orders.product')}</th>
                <th scope="col">{t('inbox.quantity')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <td>{line.code}</td>
                  <td>{line.name}</td>
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
