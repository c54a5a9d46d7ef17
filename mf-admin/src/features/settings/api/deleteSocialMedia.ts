import { adminApi } from '@vitrin/shared-libs/api/adminApi';

export const deleteSocialMediaApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    deleteSocialMedia: build.mutation<unknown, number>({
      query: (id) => ({ url: '/api/admin/settings/social-media', method: 'DELETE', data: { id } }),
      invalidatesTags: [{ type: 'Settings', id: 'social-media' }],
    }),
  }),
});

export const { useDeleteSocialMediaMutation } = deleteSocialMediaApi;
