/** The active languages, read through the admin store (the editors' per-language fields follow them). */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Language } from '@vitrin/shared-libs/types/api';

export const contentLanguagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    contentLanguages: build.query<Language[], void>({
      query: () => '/api/pages/all-languages',
      transformResponse: unwrapData<Language[]>,
      providesTags: ['Language'],
    }),
  }),
});

export const { useContentLanguagesQuery } = contentLanguagesApi;
