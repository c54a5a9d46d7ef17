/** GET /api/pages/content?page=…: a page's title and HTML body per language (home adds slider, categories, icons, news). */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { PageContent } from '@vitrin/shared-libs/types/api';

export const pageContentApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    pageContent: build.query<PageContent, string>({
      query: (page) => ({ url: '/api/pages/content', params: { page } }),
      transformResponse: unwrapData<PageContent>,
      providesTags: (_result, _error, page) => [{ type: 'Content', id: page }],
    }),
  }),
});

export const { usePageContentQuery } = pageContentApi;
