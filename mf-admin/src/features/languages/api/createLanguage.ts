import { adminApi } from '@vitrin/shared-libs/api/adminApi';

export const createLanguageApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    createLanguage: build.mutation<unknown, string>({
      query: (abbr) => ({ url: '/api/admin/languages', method: 'POST', data: { abbr } }),
      invalidatesTags: [{ type: 'Language', id: 'LIST' }],
    }),
  }),
});

export const { useCreateLanguageMutation } = createLanguageApi;
