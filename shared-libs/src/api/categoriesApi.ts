/** Categories with their sub-categories: read by mf-public's navbar and footer and by mf-catalogue's views. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Category } from '@vitrin/shared-libs/types/api';

export const categoriesApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<Category[], void>({
      query: () => '/api/pages/categories',
      transformResponse: unwrapData<Category[]>,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
});

export const { useCategoriesQuery } = categoriesApi;
