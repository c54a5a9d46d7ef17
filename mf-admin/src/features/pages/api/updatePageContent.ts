import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { AdminPage } from '@vitrin/shared-libs/types/content';
import { textsImageFormData, type TextsImageChange } from '../../../lib/textsImage';

/** A content page's change: `texts` holds the `title_<abbr>` and `body_<abbr>` of every language edited. */
export interface PageContentUpdate extends TextsImageChange {
  page: string;
}

export const updatePageContentApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    updatePageContent: build.mutation<AdminPage, PageContentUpdate>({
      query: ({ page, ...change }) => ({
        url: `/api/admin/contents/${encodeURIComponent(page)}`,
        method: 'PUT',
        data: textsImageFormData(change),
      }),
      transformResponse: unwrapData<AdminPage>,
      invalidatesTags: ['Content'],
    }),
  }),
});

export const { useUpdatePageContentMutation } = updatePageContentApi;
