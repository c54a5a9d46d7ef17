import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { OrderSummary } from '@vitrin/shared-libs/types/orders';
import type { ListQueryArgs } from '@vitrin/shared-libs/ui/useListParams';

/** The orders' view as the address keeps it (useListState). */
export type OrderListArgs = ListQueryArgs<'status' | 'from' | 'to'>;

const getOrdersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<Paged<OrderSummary>, OrderListArgs>({
      query: (params) => ({ url: '/api/admin/orders', params }),
      transformResponse: unwrapData<Paged<OrderSummary>>,
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useOrdersQuery } = getOrdersApi;
