import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { SupportRequest } from '@vitrin/shared-libs/types/staff';

const getSupportRequestApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One request: the staff mail about it links to /admin/support?id=N. */
    supportRequest: build.query<SupportRequest, number>({
      query: (id) => ({ url: `/api/admin/support/${id}` }),
      transformResponse: unwrapData<SupportRequest>,
      providesTags: [{ type: 'Support', id: 'LIST' }],
    }),
  }),
});

export const { useSupportRequestQuery } = getSupportRequestApi;
