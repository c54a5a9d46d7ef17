/** GET /api/pages/finder: the measurement finder's results for the address's filters (shared-libs utils/finder.ts). */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { FinderResults } from '@vitrin/shared-libs/types/catalogue';

export const finderApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the finder's own query string (its parameters in a fixed order). */
    finder: build.query<FinderResults, string>({
      query: (query) => `/api/pages/finder${query ? `?${query}` : ''}`,
      transformResponse: unwrapData<FinderResults>,
    }),
  }),
});

export const { useFinderQuery } = finderApi;
