/** Contact information, social links and the home footer's contact icons: the frame of every public page. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ContactInfoGroups, HomeIcon, SocialMediaItem } from '@vitrin/shared-libs/types/api';

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
    homeIcons: build.query<HomeIcon[], string>({
      query: (lang) => ({ url: '/api/pages/home-icons', params: { lang } }),
      transformResponse: unwrapData<HomeIcon[]>,
      providesTags: ['Content'],
    }),
  }),
});

export const { useContactInformationQuery, useHomeIconsQuery, useSocialMediaQuery } = siteContactApi;
