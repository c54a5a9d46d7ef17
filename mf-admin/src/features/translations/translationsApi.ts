/** GET /api/admin/translations/{abbr}?kind=: the records of one kind missing texts in a language (docs/api.md). */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { TranslationKind } from '@vitrin/shared-libs/registry/translations';
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { MissingTranslation } from '@vitrin/shared-libs/types/translations';

const translationsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    missingTranslations: build.query<Paged<MissingTranslation>, { abbr: string; kind: TranslationKind; page: number }>({
      query: ({ abbr, kind, page }) => ({ url: `/api/admin/translations/${abbr}`, params: { kind, page } }),
      transformResponse: unwrapData<Paged<MissingTranslation>>,
      // Read afresh each time the report opens: a text written a moment ago leaves it at once.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useMissingTranslationsQuery } = translationsApi;
