import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { AdminBreadcrumb } from '@vitrin/shared-libs/types/content';

export interface BreadcrumbUpdate {
  key: string;
  /** `title_<abbr>` of the languages edited. */
  titles: Record<string, string>;
  image?: File | null;
  removeImage?: boolean;
}

export const updateBreadcrumbApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    updateBreadcrumb: build.mutation<AdminBreadcrumb, BreadcrumbUpdate>({
      query: ({ key, titles, image, removeImage }) => {
        const form = new FormData();
        form.append('_method', 'PUT');
        for (const [name, value] of Object.entries(titles)) form.append(name, value);
        if (image) form.append('image', image);
        if (removeImage) form.append('remove_image', '1');
        return { url: `/api/admin/breadcrumbs/${encodeURIComponent(key)}`, method: 'POST', data: form };
      },
      transformResponse: unwrapData<AdminBreadcrumb>,
      invalidatesTags: [{ type: 'Content', id: 'breadcrumbs' }],
    }),
  }),
});

export const { useUpdateBreadcrumbMutation } = updateBreadcrumbApi;
