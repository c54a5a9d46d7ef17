/**
 * POST /api/admin/categories (create; form_data with category_id creates a sub-category), PUT /api/admin/categories/{id}
 * with form_data (sub_category: true for a sub-category), DELETE /api/admin/categories/{id}, PUT /api/admin/categories/queue.
 */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Category, Section } from '@vitrin/shared-libs/types/api';
import type { QueueEntry } from '@vitrin/shared-libs/utils/queue';

export const saveCategoryApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the main category saved (for a sub-category: its parent, with the sub-categories). */
    saveCategory: build.mutation<Category, { id?: number; form: Record<string, unknown>; image?: File | null }>({
      query: ({ id, form, image }) => {
        let data: FormData | { form_data: string } = { form_data: JSON.stringify(form) };
        if (image) {
          const multipart = new FormData();
          multipart.append('form_data', JSON.stringify(form));
          multipart.append('image', image);
          data = multipart;
        }
        return id === undefined
          ? { url: '/api/admin/categories', method: 'POST', data }
          : { url: `/api/admin/categories/${id}`, method: 'PUT', data };
      },
      transformResponse: unwrapData<Category>,
      invalidatesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    deleteCategory: build.mutation<unknown, { id: number; sub?: boolean }>({
      query: ({ id, sub }) => ({
        url: `/api/admin/categories/${id}`,
        method: 'DELETE',
        params: sub ? { sub_category: 1 } : undefined,
      }),
      invalidatesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    saveCategoryQueue: build.mutation<unknown, { section: Section; sub_category: number | null; queue: QueueEntry[] }>({
      query: (data) => ({ url: '/api/admin/categories/queue', method: 'PUT', data }),
      invalidatesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
});

export const { useSaveCategoryMutation, useDeleteCategoryMutation, useSaveCategoryQueueMutation } = saveCategoryApi;
