/** GET /api/pages/change-language/{abbr}: tells the server (it sets `_lang` too) and returns that language's texts. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { StaticLanguage } from '@vitrin/shared-libs/types/api';

export const changeLanguageApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    changeLanguage: build.mutation<StaticLanguage, string>({
      query: (abbr) => `/api/pages/change-language/${encodeURIComponent(abbr)}`,
      transformResponse: unwrapData<StaticLanguage>,
    }),
  }),
});

export const { useChangeLanguageMutation } = changeLanguageApi;
