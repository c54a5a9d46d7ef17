import { adminApi } from '@vitrin/shared-libs/api/adminApi';

/** POST /api/admin/contracts with _method DELETE and the id. */
export const deleteContractApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    deleteContract: build.mutation<unknown, number>({
      query: (id) => ({ url: '/api/admin/contracts', method: 'POST', data: { _method: 'DELETE', id } }),
      invalidatesTags: [{ type: 'Contract', id: 'LIST' }],
    }),
  }),
});

export const { useDeleteContractMutation } = deleteContractApi;
