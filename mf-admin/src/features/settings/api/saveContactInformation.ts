import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { ContactInfoSection } from '@vitrin/shared-libs/types/api';

export interface ContactInformationInput {
  id?: number;
  section: ContactInfoSection;
  name: string;
  content_data: string;
  lang: string;
}

/** POST creates; with an id, PUT updates. */
export const saveContactInformationApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    saveContactInformation: build.mutation<unknown, ContactInformationInput>({
      query: (input) => ({
        url: '/api/admin/settings/contact-information',
        method: input.id ? 'PUT' : 'POST',
        data: input,
      }),
      invalidatesTags: [{ type: 'Settings', id: 'contact-information' }],
    }),
  }),
});

export const { useSaveContactInformationMutation } = saveContactInformationApi;
