/** The categories of a section, for the admin's category screens (on the admin store). */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Category } from '@vitrin/shared-libs/types/api';

export const adminCategoriesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminCategories: build.query<Category[], void>({
      query: () => '/api/pages/categories',
      transformResponse: unwrapData<Category[]>,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
});

export const { useAdminCategoriesQuery } = adminCategoriesApi;
