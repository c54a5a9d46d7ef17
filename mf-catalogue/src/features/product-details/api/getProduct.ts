/** GET /api/pages/product/{seo_name}: one active product with every language's texts. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ProductDetail } from '@vitrin/shared-libs/types/catalogue';

export const productApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    product: build.query<ProductDetail, string>({
      query: (seoName) => `/api/pages/product/${encodeURIComponent(seoName)}`,
      transformResponse: unwrapData<ProductDetail>,
      providesTags: (_result, _error, seoName) => [{ type: 'Product', id: seoName }],
    }),
  }),
});

export const { useProductQuery } = productApi;
