import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ListQueryArgs } from '@vitrin/shared-libs/ui/useListParams';
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { SupportRequest } from '@vitrin/shared-libs/types/staff';

const getSupportRequestsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    supportRequests: build.query<Paged<SupportRequest>, ListQueryArgs<'status' | 'category'>>({
      query: (params) => ({ url: '/api/admin/support', params }),
      transformResponse: unwrapData<Paged<SupportRequest>>,
      providesTags: [{ type: 'Support', id: 'LIST' }],
    }),
  }),
});

export const { useSupportRequestsQuery } = getSupportRequestsApi;
