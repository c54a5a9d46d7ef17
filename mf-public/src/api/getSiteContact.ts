/** Contact information and social links for the footer and the contact modal. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ContactInfoGroups, SocialMediaItem } from '@vitrin/shared-libs/types/api';

export const siteContactApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    contactInformation: build.query<ContactInfoGroups, string>({
      // The language is part of the cache key: each language has its own items.
      query: (lang) => ({ url: '/api/pages/contact-information', params: { lang } }),
      transformResponse: unwrapData<ContactInfoGroups>,
      providesTags: ['ContactInfo'],
    }),
    socialMedia: build.query<SocialMediaItem[], void>({
      query: () => '/api/pages/social-media',
      transformResponse: unwrapData<SocialMediaItem[]>,
      providesTags: ['SocialMedia'],
    }),
  }),
});

export const { useContactInformationQuery, useSocialMediaQuery } = siteContactApi;
