import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { UploadResource } from '../types/uploads';

export const deleteUploadItemApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    deleteUploadItem: build.mutation<unknown, { resource: UploadResource; id: number }>({
      query: ({ resource, id }) => ({ url: `/api/admin/${resource}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { resource }) => [{ type: 'Content', id: resource }],
    }),
  }),
});

export const { useDeleteUploadItemMutation } = deleteUploadItemApi;
