/** GET /api/pages/page-meta: title and description per route name and per category seo_name. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { PageMetaMap } from '@vitrin/shared-libs/types/api';

export const pageMetaApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    pageMeta: build.query<PageMetaMap, void>({
      query: () => '/api/pages/page-meta',
      transformResponse: unwrapData<PageMetaMap>,
      providesTags: ['PageMeta'],
    }),
  }),
});

export const { usePageMetaQuery } = pageMetaApi;
