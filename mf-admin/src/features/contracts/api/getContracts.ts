import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { AdminContract } from '@vitrin/shared-libs/types/settings';

export const getContractsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminContracts: build.query<AdminContract[], { sort?: string } | void>({
      query: (args) => ({ url: '/api/admin/contracts', params: args ?? {} }),
      transformResponse: unwrapData<AdminContract[]>,
      providesTags: [{ type: 'Contract', id: 'LIST' }],
    }),
  }),
});

export const { useAdminContractsQuery } = getContractsApi;
