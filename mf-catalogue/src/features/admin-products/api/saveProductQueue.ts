/** PUT /api/admin/products/queue with section and queue (weights from the list length down to 1). */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { Section } from '@vitrin/shared-libs/types/api';
import type { QueueEntry } from '@vitrin/shared-libs/utils/queue';

export const productQueueApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    saveProductQueue: build.mutation<unknown, { section: Section; queue: QueueEntry[] }>({
      query: (data) => ({ url: '/api/admin/products/queue', method: 'PUT', data }),
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useSaveProductQueueMutation } = productQueueApi;
