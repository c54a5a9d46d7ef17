/** DELETE /api/admin/products/{id}, and DELETE /api/admin/products with delete_list for a selection. */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';

export const deleteProductsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    deleteProduct: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/admin/products/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    deleteProducts: build.mutation<unknown, number[]>({
      query: (ids) => ({ url: '/api/admin/products', method: 'DELETE', data: { delete_list: JSON.stringify(ids) } }),
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useDeleteProductMutation, useDeleteProductsMutation } = deleteProductsApi;
