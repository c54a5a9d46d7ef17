import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ContactInfoItem } from '@vitrin/shared-libs/types/api';

export const getContactInformationApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    contactInformation: build.query<ContactInfoItem[], void>({
      query: () => '/api/admin/settings/contact-information',
      transformResponse: unwrapData<ContactInfoItem[]>,
      providesTags: [{ type: 'Settings', id: 'contact-information' }],
    }),
  }),
});

export const { useContactInformationQuery } = getContactInformationApi;
