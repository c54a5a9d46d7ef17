/** GET /api/pages/breadcrumbs: the banner (image and title) of every inner page. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { BreadcrumbMap } from '@vitrin/shared-libs/types/public';

export const breadcrumbsApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    breadcrumbs: build.query<BreadcrumbMap, void>({
      query: () => '/api/pages/breadcrumbs',
      transformResponse: unwrapData<BreadcrumbMap>,
      providesTags: ['Content'],
    }),
  }),
});

export const { useBreadcrumbsQuery } = breadcrumbsApi;
