import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { AdminPage } from '@vitrin/shared-libs/types/content';

export interface PageContentUpdate {
  page: string;
  /** `title_<abbr>` and `body_<abbr>` of every language edited. */
  texts: Record<string, string>;
  image?: File | null;
  removeImage?: boolean;
}

export const updatePageContentApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    updatePageContent: build.mutation<AdminPage, PageContentUpdate>({
      query: ({ page, texts, image, removeImage }) => {
        const form = new FormData();
        form.append('_method', 'PUT');
        for (const [key, value] of Object.entries(texts)) form.append(key, value);
        if (image) form.append('image', image);
        if (removeImage) form.append('remove_image', '1');
        return { url: `/api/admin/contents/${encodeURIComponent(page)}`, method: 'POST', data: form };
      },
      transformResponse: unwrapData<AdminPage>,
      invalidatesTags: ['Content'],
    }),
  }),
});

export const { useUpdatePageContentMutation } = updatePageContentApi;
