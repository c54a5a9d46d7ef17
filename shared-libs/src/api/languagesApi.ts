/** Languages and static texts: loaded by the shell on start. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Language, StaticLanguage } from '@vitrin/shared-libs/types/api';

export const languagesApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    allLanguages: build.query<Language[], void>({
      query: () => '/api/pages/all-languages',
      transformResponse: unwrapData<Language[]>,
      providesTags: ['Language'],
    }),
    staticTexts: build.query<StaticLanguage, string>({
      query: (lang) => ({ url: '/api/pages/static-languages', params: { lang } }),
      transformResponse: unwrapData<StaticLanguage>,
      providesTags: (_result, _error, lang) => [{ type: 'StaticTexts', id: lang }],
    }),
  }),
});

export const { useAllLanguagesQuery, useStaticTextsQuery } = languagesApi;
