/** GET /api/pages/products/{slug}: a category and one page of its products (public store). */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { TransporterType } from '@vitrin/shared-libs/types/api';
import type { CategoryProducts } from '@vitrin/shared-libs/types/catalogue';

export interface CategoryProductsArgs {
  slug: string;
  page: number;
  sub_category?: string;
  transporter_types?: TransporterType;
  lang: string;
}

export const categoryProductsApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    categoryProducts: build.query<CategoryProducts, CategoryProductsArgs>({
      query: ({ slug, ...params }) => ({ url: `/api/pages/products/${encodeURIComponent(slug)}`, params }),
      transformResponse: unwrapData<CategoryProducts>,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useCategoryProductsQuery } = categoryProductsApi;
