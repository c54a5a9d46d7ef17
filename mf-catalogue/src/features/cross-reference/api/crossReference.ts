/** GET /api/pages/cross-reference[/{manufacturer}[/{number}]] (docs/seo.md, "Cross-reference pages"). */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { CrossReference, CrossReferenceIndex, CrossReferenceManufacturer } from '@vitrin/shared-libs/types/catalogue';

export const crossReferenceApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    crossReferenceIndex: build.query<CrossReferenceIndex, void>({
      query: () => '/api/pages/cross-reference',
      transformResponse: unwrapData<CrossReferenceIndex>,
    }),
    crossReferenceManufacturer: build.query<CrossReferenceManufacturer, string>({
      query: (manufacturer) => `/api/pages/cross-reference/${encodeURIComponent(manufacturer)}`,
      transformResponse: unwrapData<CrossReferenceManufacturer>,
    }),
    crossReference: build.query<CrossReference, { manufacturer: string; number: string }>({
      query: ({ manufacturer, number }) =>
        `/api/pages/cross-reference/${encodeURIComponent(manufacturer)}/${encodeURIComponent(number)}`,
      transformResponse: unwrapData<CrossReference>,
    }),
  }),
});

export const { useCrossReferenceIndexQuery, useCrossReferenceManufacturerQuery, useCrossReferenceQuery } = crossReferenceApi;
