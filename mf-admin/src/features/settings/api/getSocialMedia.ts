import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { SocialMediaItem } from '@vitrin/shared-libs/types/api';

export const getSocialMediaApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    socialMedia: build.query<SocialMediaItem[], void>({
      query: () => '/api/admin/settings/social-media',
      transformResponse: unwrapData<SocialMediaItem[]>,
      providesTags: [{ type: 'Settings', id: 'social-media' }],
    }),
  }),
});

export const { useSocialMediaQuery } = getSocialMediaApi;
