/** GET /api/admin/products/{id}: every field of one product (its publishing window too), for the edit form. */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ProductDetail } from '@vitrin/shared-libs/types/catalogue';
import type { ScheduledDetail } from '@vitrin/shared-libs/types/schedule';

export const adminProductApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminProduct: build.query<ProductDetail & ScheduledDetail, number>({
      query: (id) => `/api/admin/products/${id}`,
      transformResponse: unwrapData<ProductDetail & ScheduledDetail>,
      providesTags: (_r, _e, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useAdminProductQuery } = adminProductApi;
