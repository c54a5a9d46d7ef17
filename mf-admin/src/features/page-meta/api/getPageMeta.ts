import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { PageMetaEntry } from '@vitrin/shared-libs/types/settings';

export const getPageMetaApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    pageMeta: build.query<PageMetaEntry[], void>({
      query: () => '/api/admin/page-meta',
      transformResponse: unwrapData<PageMetaEntry[]>,
      providesTags: ['PageMeta'],
    }),
  }),
});

export const { usePageMetaQuery } = getPageMetaApi;
