/** The admin store's empty api slice: mf-auth, mf-admin and mf-catalogue/admin inject their endpoints. */
import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from '@vitrin/shared-libs/api/baseQuery';

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'Session',
    'Dashboard',
    'Category',
    'Product',
    'Content',
    'Media',
    'Message',
    'Order',
    'Contract',
    'Settings',
    'User',
    'Language',
    'PageMeta',
    'Support',
  ],
  endpoints: () => ({}),
});
