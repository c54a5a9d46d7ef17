/** GET /api/admin/products?section&page&search&sort&category_id&is_active&schedule: one page of a section's products. */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Paged, ProductSummary } from '@vitrin/shared-libs/types/api';
import type { AdminProductsQuery } from '@vitrin/shared-libs/types/catalogue';
import type { Scheduled } from '@vitrin/shared-libs/types/schedule';

/** A row with its publishing window (docs/architecture.md, "Scheduled publishing"). */
export type AdminProductRow = ProductSummary & { is_active: boolean } & Scheduled;

export const adminProductsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminProducts: build.query<Paged<AdminProductRow>, AdminProductsQuery>({
      query: (params) => ({ url: '/api/admin/products', params }),
      transformResponse: unwrapData<Paged<AdminProductRow>>,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useAdminProductsQuery } = adminProductsApi;
