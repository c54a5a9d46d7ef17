/** The home page's featured categories: the ids in order (GET /api/admin/home), the choices, and the save. */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Category } from '@vitrin/shared-libs/types/api';

export const homeFeaturedApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    homeFeatured: build.query<number[], void>({
      query: () => '/api/admin/home',
      transformResponse: (response: unknown) => unwrapData<{ featured_categories: number[] }>(response).featured_categories,
      providesTags: [{ type: 'Content', id: 'home/featured' }],
    }),
    /** Every main category of both sections, to choose from. */
    featuredChoices: build.query<Category[], void>({
      query: () => '/api/pages/categories',
      transformResponse: unwrapData<Category[]>,
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    saveHomeFeatured: build.mutation<number[], number[]>({
      query: (ids) => ({
        url: '/api/admin/home/featured-categories',
        method: 'PUT',
        data: { category_ids: ids },
      }),
      transformResponse: unwrapData<number[]>,
      invalidatesTags: [{ type: 'Content', id: 'home/featured' }],
    }),
  }),
});

export const { useHomeFeaturedQuery, useFeaturedChoicesQuery, useSaveHomeFeaturedMutation } = homeFeaturedApi;
