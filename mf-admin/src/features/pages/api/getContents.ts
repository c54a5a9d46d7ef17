import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { AdminContents } from '@vitrin/shared-libs/types/content';

export const contentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminContents: build.query<AdminContents, void>({
      query: () => '/api/admin/contents',
      transformResponse: unwrapData<AdminContents>,
      providesTags: ['Content'],
    }),
  }),
});

export const { useAdminContentsQuery } = contentsApi;
