import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { QueueEntry } from '@vitrin/shared-libs/utils/queue';
import type { UploadResource } from '../types/uploads';

export const saveUploadQueueApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    saveUploadQueue: build.mutation<unknown, { resource: UploadResource; queue: QueueEntry[] }>({
      query: ({ resource, queue }) => ({ url: `/api/admin/${resource}/queue`, method: 'PUT', data: { queue } }),
      invalidatesTags: (_result, _error, { resource }) => [{ type: 'Content', id: resource }],
    }),
  }),
});

export const { useSaveUploadQueueMutation } = saveUploadQueueApi;
