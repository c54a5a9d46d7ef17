/**
 * GET /api/admin/categories?section: the section's categories with their sub-categories; with sub_category (a
 * category's id) that category's sub-categories alone (admin store).
 */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Category, Section, SubCategory } from '@vitrin/shared-libs/types/api';

export const adminCategoriesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminCategories: build.query<Category[], Section>({
      query: (section) => ({ url: '/api/admin/categories', params: { section } }),
      transformResponse: unwrapData<Category[]>,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    adminSubCategories: build.query<SubCategory[], { section: Section; categoryId: number }>({
      query: ({ section, categoryId }) => ({ url: '/api/admin/categories', params: { section, sub_category: categoryId } }),
      transformResponse: unwrapData<SubCategory[]>,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
});

export const { useAdminCategoriesQuery, useAdminSubCategoriesQuery } = adminCategoriesApi;
