import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { AdminBreadcrumb } from '@vitrin/shared-libs/types/content';

export const breadcrumbsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminBreadcrumbs: build.query<AdminBreadcrumb[], void>({
      query: () => '/api/admin/breadcrumbs',
      transformResponse: unwrapData<AdminBreadcrumb[]>,
      providesTags: [{ type: 'Content', id: 'breadcrumbs' }],
    }),
  }),
});

export const { useAdminBreadcrumbsQuery } = breadcrumbsApi;
