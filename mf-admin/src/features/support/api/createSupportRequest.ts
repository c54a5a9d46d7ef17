import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { SupportCategory } from '@vitrin/shared-libs/types/staff';

export interface SupportRequestInput {
  subject: string;
  category: SupportCategory;
  message: string;
  /** An optional screenshot or PDF. */
  attachment?: File | null;
}

/** POST /api/admin/support: JSON, or multipart when a file is attached. */
const createSupportRequestApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    createSupportRequest: build.mutation<unknown, SupportRequestInput>({
      query: ({ attachment, ...fields }) => {
        if (!attachment) return { url: '/api/admin/support', method: 'POST', data: fields };
        const body = new FormData();
        for (const [key, value] of Object.entries(fields)) body.append(key, value);
        body.append('attachment', attachment);
        return { url: '/api/admin/support', method: 'POST', data: body };
      },
      invalidatesTags: [{ type: 'Support', id: 'LIST' }],
    }),
  }),
});

export const { useCreateSupportRequestMutation } = createSupportRequestApi;
