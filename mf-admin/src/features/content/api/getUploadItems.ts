import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { UploadItem, UploadResource } from '../types/uploads';

/** GET /api/admin/certificates or /api/admin/catalogues: the list in its order. */
export const uploadItemsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uploadItems: build.query<UploadItem[], UploadResource>({
      query: (resource) => `/api/admin/${resource}`,
      transformResponse: unwrapData<UploadItem[]>,
      providesTags: (_result, _error, resource) => [{ type: 'Content', id: resource }],
    }),
  }),
});

export const { useUploadItemsQuery } = uploadItemsApi;
