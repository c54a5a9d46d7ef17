import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Brand } from '@vitrin/shared-libs/types/api';

export const getBrandApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    brand: build.query<Brand, void>({
      query: () => '/api/admin/settings/brand',
      transformResponse: unwrapData<Brand>,
      providesTags: [{ type: 'Settings', id: 'brand' }],
    }),
  }),
});

export const { useBrandQuery } = getBrandApi;
