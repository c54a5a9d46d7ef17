import { adminApi } from '@vitrin/shared-libs/api/adminApi';

/** PUT /api/admin/languages/active with abbr: turns the language on, or off. */
export const toggleLanguageApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    toggleLanguage: build.mutation<unknown, string>({
      query: (abbr) => ({ url: '/api/admin/languages/active', method: 'PUT', data: { abbr } }),
      invalidatesTags: [{ type: 'Language', id: 'LIST' }],
    }),
  }),
});

export const { useToggleLanguageMutation } = toggleLanguageApi;
