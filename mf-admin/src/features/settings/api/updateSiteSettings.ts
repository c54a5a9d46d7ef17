import { adminApi } from '@vitrin/shared-libs/api/adminApi';

export interface SiteSettingsInput {
  google_script?: string;
  yandex_script?: string;
  fb_pixel_script?: string;
  keywords: string[];
  /** The site's time zone (IANA name): scheduled publishing's times are read in it. */
  time_zone?: string;
}

/** PUT /api/admin/settings/site; keywords travel comma-joined. */
export const updateSiteSettingsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    updateSiteSettings: build.mutation<unknown, SiteSettingsInput>({
      query: ({ keywords, ...scripts }) => ({
        url: '/api/admin/settings/site',
        method: 'PUT',
        data: { ...scripts, keywords: keywords.join(',') },
      }),
      invalidatesTags: [{ type: 'Settings', id: 'site' }],
    }),
  }),
});

export const { useUpdateSiteSettingsMutation } = updateSiteSettingsApi;
