import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Language } from '@vitrin/shared-libs/types/api';

/** Every language (active or not): contact entries can be prepared before a language goes live. */
export const getSettingsLanguagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    settingsLanguages: build.query<Language[], void>({
      query: () => '/api/admin/languages',
      transformResponse: unwrapData<Language[]>,
      providesTags: [{ type: 'Language', id: 'LIST' }],
    }),
  }),
});

export const { useSettingsLanguagesQuery } = getSettingsLanguagesApi;
