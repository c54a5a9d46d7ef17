import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { SupportCategory } from '@vitrin/shared-libs/types/staff';

export interface SupportRequestInput {
  subject: string;
  category: SupportCategory;
  message: string;
}

const createSupportRequestApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    createSupportRequest: build.mutation<unknown, SupportRequestInput>({
      query: (data) => ({ url: '/api/admin/support', method: 'POST', data }),
      invalidatesTags: [{ type: 'Support', id: 'LIST' }],
    }),
  }),
});

export const { useCreateSupportRequestMutation } = createSupportRequestApi;
