import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { DashboardOverview } from '@vitrin/shared-libs/types/staff';

export const dashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardOverview, void>({
      query: () => '/api/admin/dashboard',
      transformResponse: unwrapData<DashboardOverview>,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
