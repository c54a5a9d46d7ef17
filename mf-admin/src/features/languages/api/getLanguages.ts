import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { AdminLanguage } from '@vitrin/shared-libs/types/settings';

export const getLanguagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminLanguages: build.query<AdminLanguage[], void>({
      query: () => '/api/admin/languages',
      transformResponse: unwrapData<AdminLanguage[]>,
      providesTags: [{ type: 'Language', id: 'LIST' }],
    }),
  }),
});

export const { useAdminLanguagesQuery } = getLanguagesApi;
