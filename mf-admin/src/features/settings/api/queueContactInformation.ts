import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { QueueEntry } from '@vitrin/shared-libs/utils/queue';

export const queueContactInformationApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    queueContactInformation: build.mutation<unknown, QueueEntry[]>({
      query: (queue) => ({ url: '/api/admin/settings/contact-information/queue', method: 'POST', data: { queue } }),
      invalidatesTags: [{ type: 'Settings', id: 'contact-information' }],
    }),
  }),
});

export const { useQueueContactInformationMutation } = queueContactInformationApi;
