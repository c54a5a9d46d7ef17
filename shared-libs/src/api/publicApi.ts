/** The public store's empty api slice: features inject their endpoints (RTK Query code splitting). */
import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from '@vitrin/shared-libs/api/baseQuery';

export const publicApi = createApi({
  reducerPath: 'publicApi',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'Language',
    'StaticTexts',
    'Content',
    'Category',
    'Product',
    'PageMeta',
    'ContactInfo',
    'SocialMedia',
    'Contract',
    'Media',
  ],
  endpoints: () => ({}),
});
