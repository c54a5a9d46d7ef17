import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { DashboardStats } from '@vitrin/shared-libs/types/api';

export const dashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardStats, void>({
      query: () => '/api/admin/dashboard',
      transformResponse: unwrapData<DashboardStats>,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
