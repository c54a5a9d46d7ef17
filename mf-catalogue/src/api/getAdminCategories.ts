/** GET /api/admin/categories?section: the section's categories with their sub-categories (admin store). */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Category, Section } from '@vitrin/shared-libs/types/api';

export const adminCategoriesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminCategories: build.query<Category[], Section>({
      query: (section) => ({ url: '/api/admin/categories', params: { section } }),
      transformResponse: unwrapData<Category[]>,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
});

export const { useAdminCategoriesQuery } = adminCategoriesApi;
