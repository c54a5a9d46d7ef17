/** POST /api/admin/products (insert) and PUT /api/admin/products/{id} (update). */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ProductDetail } from '@vitrin/shared-libs/types/catalogue';

export type ProductPayload = Record<string, unknown>;

export const saveProductApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    saveProduct: build.mutation<ProductDetail, { id?: number; payload: ProductPayload }>({
      query: ({ id, payload }) =>
        id === undefined
          ? { url: '/api/admin/products', method: 'POST', data: payload }
          : { url: `/api/admin/products/${id}`, method: 'PUT', data: payload },
      transformResponse: unwrapData<ProductDetail>,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Product', id: 'LIST' },
        ...(id === undefined ? [] : [{ type: 'Product' as const, id }]),
      ],
    }),
  }),
});

export const { useSaveProductMutation } = saveProductApi;
