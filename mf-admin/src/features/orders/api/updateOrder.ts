import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { OrderStatus } from '@vitrin/shared-libs/types/orders';

const updateOrderApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    updateOrder: build.mutation<unknown, { id: number; status: OrderStatus; internal_note: string }>({
      query: ({ id, ...body }) => ({ url: `/api/admin/orders/${id}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Order', id }, { type: 'Order', id: 'LIST' }, 'Dashboard'],
    }),
  }),
});

export const { useUpdateOrderMutation } = updateOrderApi;
