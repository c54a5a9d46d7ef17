import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { PageLang } from '@vitrin/shared-libs/types/api';

/** PUT /api/admin/languages/page-lang with abbr and page_lang (JSON). */
export const updatePageLangApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    updatePageLang: build.mutation<unknown, { abbr: string; page_lang: PageLang }>({
      query: ({ abbr, page_lang }) => ({
        url: '/api/admin/languages/page-lang',
        method: 'PUT',
        data: { abbr, page_lang: JSON.stringify(page_lang) },
      }),
      invalidatesTags: (_result, _error, { abbr }) => [
        { type: 'Language', id: 'LIST' },
        { type: 'Language', id: abbr },
      ],
    }),
  }),
});

export const { useUpdatePageLangMutation } = updatePageLangApi;
