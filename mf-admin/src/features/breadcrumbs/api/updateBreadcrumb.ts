import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { AdminBreadcrumb } from '@vitrin/shared-libs/types/content';
import { textsImageFormData, type TextsImageChange } from '../../../lib/textsImage';

/** A banner's change: `texts` holds the `title_<abbr>` of the languages edited. */
export interface BreadcrumbUpdate extends TextsImageChange {
  key: string;
}

export const updateBreadcrumbApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    updateBreadcrumb: build.mutation<AdminBreadcrumb, BreadcrumbUpdate>({
      query: ({ key, ...change }) => ({
        url: `/api/admin/breadcrumbs/${encodeURIComponent(key)}`,
        method: 'PUT',
        data: textsImageFormData(change),
      }),
      transformResponse: unwrapData<AdminBreadcrumb>,
      invalidatesTags: [{ type: 'Content', id: 'breadcrumbs' }],
    }),
  }),
});

export const { useUpdateBreadcrumbMutation } = updateBreadcrumbApi;
