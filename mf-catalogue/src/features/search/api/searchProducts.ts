/** GET /api/pages/search-products: code, OEM numbers and names, narrowed by vehicle type. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ProductSearchQuery, ProductSearchResults } from '@vitrin/shared-libs/types/catalogue';

export const searchProductsApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<ProductSearchResults, ProductSearchQuery & { lang: string }>({
      query: (params) => ({ url: '/api/pages/search-products', params }),
      transformResponse: unwrapData<ProductSearchResults>,
      providesTags: [{ type: 'Product', id: 'SEARCH' }],
    }),
  }),
});

export const { useSearchProductsQuery } = searchProductsApi;
