import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { OrderDetail } from '@vitrin/shared-libs/types/orders';

const getOrderApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    order: build.query<OrderDetail, number>({
      query: (id) => `/api/admin/orders/${id}`,
      transformResponse: unwrapData<OrderDetail>,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useOrderQuery } = getOrderApi;
