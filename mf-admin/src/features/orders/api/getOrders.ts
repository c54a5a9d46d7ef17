import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { OrderStatus, OrderSummary } from '@vitrin/shared-libs/types/orders';

export interface OrderListArgs {
  page: number;
  search: string;
  status: OrderStatus | '';
}

const getOrdersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<Paged<OrderSummary>, OrderListArgs>({
      query: ({ page, search, status }) => ({ url: '/api/admin/orders', params: { page, search, status } }),
      transformResponse: unwrapData<Paged<OrderSummary>>,
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useOrdersQuery } = getOrdersApi;
