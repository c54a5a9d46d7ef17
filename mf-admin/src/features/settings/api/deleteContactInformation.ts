import { adminApi } from '@vitrin/shared-libs/api/adminApi';

export const deleteContactInformationApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    deleteContactInformation: build.mutation<unknown, number>({
      query: (id) => ({ url: '/api/admin/settings/contact-information', method: 'DELETE', data: { id } }),
      invalidatesTags: [{ type: 'Settings', id: 'contact-information' }],
    }),
  }),
});

export const { useDeleteContactInformationMutation } = deleteContactInformationApi;
