import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { SiteSettingsData } from '@vitrin/shared-libs/types/settings';

export const getSiteSettingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    siteSettings: build.query<SiteSettingsData, void>({
      query: () => '/api/admin/settings/site',
      transformResponse: unwrapData<SiteSettingsData>,
      providesTags: [{ type: 'Settings', id: 'site' }],
    }),
  }),
});

export const { useSiteSettingsQuery } = getSiteSettingsApi;
