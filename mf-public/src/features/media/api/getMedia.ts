/** GET /api/pages/blog/{section}?page (a page of news, videos, photos or blog) and one item's detail. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { MediaKind, MediaSummary, Paged } from '@vitrin/shared-libs/types/api';
import type { MediaDetail } from '@vitrin/shared-libs/types/public';

export const mediaApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    mediaList: build.query<Paged<MediaSummary>, { kind: MediaKind; page: number }>({
      query: ({ kind, page }) => ({ url: `/api/pages/blog/${kind}`, params: { page } }),
      transformResponse: unwrapData<Paged<MediaSummary>>,
      providesTags: (_result, _error, { kind }) => [{ type: 'Media', id: kind }],
    }),
    mediaDetail: build.query<MediaDetail, { kind: MediaKind; seoName: string }>({
      query: ({ kind, seoName }) => `/api/pages/blog/${kind}/${encodeURIComponent(seoName)}`,
      transformResponse: unwrapData<MediaDetail>,
      providesTags: (_result, _error, { kind }) => [{ type: 'Media', id: kind }],
    }),
  }),
});

export const { useMediaListQuery, useMediaDetailQuery } = mediaApi;
