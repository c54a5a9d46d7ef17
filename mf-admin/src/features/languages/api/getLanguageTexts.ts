import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { LanguageTexts } from '@vitrin/shared-libs/types/settings';

export const getLanguageTextsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    languageTexts: build.query<LanguageTexts, string>({
      query: (abbr) => `/api/admin/languages/${encodeURIComponent(abbr)}`,
      transformResponse: unwrapData<LanguageTexts>,
      providesTags: (_result, _error, abbr) => [{ type: 'Language', id: abbr }],
    }),
  }),
});

export const { useLanguageTextsQuery } = getLanguageTextsApi;
