import { adminApi } from '@vitrin/shared-libs/api/adminApi';

export interface SocialMediaInput {
  id?: number;
  name: string;
  uri: string;
  icon_name: string;
}

/** POST creates; with an id, PUT updates. */
export const saveSocialMediaApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    saveSocialMedia: build.mutation<unknown, SocialMediaInput>({
      query: (input) => ({
        url: '/api/admin/settings/social-media',
        method: input.id ? 'PUT' : 'POST',
        data: input,
      }),
      invalidatesTags: [{ type: 'Settings', id: 'social-media' }],
    }),
  }),
});

export const { useSaveSocialMediaMutation } = saveSocialMediaApi;
