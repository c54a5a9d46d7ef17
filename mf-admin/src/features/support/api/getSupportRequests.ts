import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { SupportRequest } from '@vitrin/shared-libs/types/staff';

const getSupportRequestsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    supportRequests: build.query<Paged<SupportRequest>, number>({
      query: (page) => ({ url: '/api/admin/support', params: { page } }),
      transformResponse: unwrapData<Paged<SupportRequest>>,
      providesTags: [{ type: 'Support', id: 'LIST' }],
    }),
  }),
});

export const { useSupportRequestsQuery } = getSupportRequestsApi;
