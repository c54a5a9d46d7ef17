/** The site's active languages for the admin's per-language tabs (GET /api/pages/all-languages, admin store). */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Language } from '@vitrin/shared-libs/types/api';

export const catalogueLanguagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    catalogueLanguages: build.query<Language[], void>({
      query: () => '/api/pages/all-languages',
      transformResponse: unwrapData<Language[]>,
      providesTags: ['Language'],
    }),
  }),
});

export const { useCatalogueLanguagesQuery } = catalogueLanguagesApi;

/** The default language first, then the others as listed. */
export function orderedLanguages(languages: readonly Language[]): Language[] {
  return [...languages].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}
