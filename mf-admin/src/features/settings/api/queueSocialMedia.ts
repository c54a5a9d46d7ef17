import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { QueueEntry } from '@vitrin/shared-libs/utils/queue';

export const queueSocialMediaApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    queueSocialMedia: build.mutation<unknown, QueueEntry[]>({
      query: (queue) => ({ url: '/api/admin/settings/social-media/queue', method: 'POST', data: { queue } }),
      invalidatesTags: [{ type: 'Settings', id: 'social-media' }],
    }),
  }),
});

export const { useQueueSocialMediaMutation } = queueSocialMediaApi;
