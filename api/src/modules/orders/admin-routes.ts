/** GET /api/admin/orders (paged, search, status), GET /api/admin/orders/{id}, PUT /api/admin/orders/{id}. */
import { audited } from '../../lib/audit/record';
import { mixed, object, string } from 'yup';
import { ORDER_STATUSES, type OrderStatus } from '@vitrin/shared-libs/types/orders';
import { orderDetailSchema, orderSummarySchema } from '@vitrin/shared-libs/schemas/orders';
import { envelope, paged } from '@vitrin/shared-libs/schemas/wire';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { dateRangeQuery, pageQuery, sortQuery } from '../../lib/paging';
import { validate } from '../../lib/validation';
import { AREA_ROLES } from '../auth/roles';
import { findOrder, listOrders, markOrderRead, updateOrder } from './admin-repo';
import { FAILED, tooLong } from '@vitrin/shared-libs/validation/messages';
import { idParams, type RoutePlugin } from '../../lib/routes';

const tags = ['admin', 'orders'];

const changeSchema = object({
  status: mixed<OrderStatus>().oneOf([...ORDER_STATUSES], 'Geçerli bir durum seçiniz'),
  internal_note: string().nullable().max(5000, tooLong(5000)),
});

export const orderAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.orders));

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Paged orders, newest first unless sorted, with search, a status filter and a date range',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            ...sortQuery('orders'),
            ...dateRangeQuery,
            status: { type: 'string', enum: [...ORDER_STATUSES, ''] },
          },
        },
        response: envelope(paged(orderSummarySchema)),
      },
    },
    async (request) => {
      const { page, per_page: perPage, search, status, sort, from, to } = request.query;
      return ok(await listOrders(app.db, { page, perPage, search, status: status || null, sort, from, to }));
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order with its lines and customer; opening it marks it read',
        params: idParams,
        response: envelope(orderDetailSchema),
      },
    },
    async (request) => {
      await markOrderRead(app.db, request.params.id);
      const order = await findOrder(app.db, request.params.id);
      if (!order) throw httpError(404, 'Sipariş bulunamadı');
      return ok(order);
    },
  );

  app.put(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: "Changes an order's status and/or internal note",
        params: idParams,
        body: {
          type: 'object',
          properties: { status: { type: 'string' }, internal_note: { type: ['string', 'null'] } },
        },
        response: envelope(orderDetailSchema),
      },
    },
    async (request) => {
      const input = await validate(changeSchema, request.body, FAILED);
      const changes: { status?: OrderStatus; internal_note?: string | null } = {};
      if (input.status) changes.status = input.status;
      if (input.internal_note !== undefined) changes.internal_note = input.internal_note?.trim() || null;
      if (Object.keys(changes).length === 0) {
        throw new ValidationFailed({ status: 'Bir değişiklik gönderiniz' }, FAILED);
      }
      const id = request.params.id;
      await audited(app.db, request, { entity: 'order', action: changes.status ? 'status' : 'update', id }, async (trx) => {
        if (!(await updateOrder(trx, id, changes))) throw httpError(404, 'Sipariş bulunamadı');
      });
      return ok((await findOrder(app.db, request.params.id))!, 'Güncellendi');
    },
  );
};
