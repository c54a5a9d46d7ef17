import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Language } from '@vitrin/shared-libs/types/api';

/** Every language (active or not): a contract's content is written per language. */
export const getContractLanguagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    contractLanguages: build.query<Language[], void>({
      query: () => '/api/admin/languages',
      transformResponse: unwrapData<Language[]>,
      providesTags: [{ type: 'Language', id: 'LIST' }],
    }),
  }),
});

export const { useContractLanguagesQuery } = getContractLanguagesApi;
