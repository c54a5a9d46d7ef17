/** GET /api/pages/compare?products=a,b: the compared products as cards, in the address's order. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ProductCard } from '@vitrin/shared-libs/types/catalogue';

export const compareApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    compare: build.query<ProductCard[], string>({
      query: (products) => `/api/pages/compare?products=${encodeURIComponent(products)}`,
      transformResponse: unwrapData<ProductCard[]>,
    }),
  }),
});

export const { useCompareQuery } = compareApi;
