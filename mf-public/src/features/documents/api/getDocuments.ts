/** GET /api/pages/certificates and /api/pages/catalogues. */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Catalogue, Certificate } from '@vitrin/shared-libs/types/public';

export const documentsApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    certificates: build.query<Certificate[], void>({
      query: () => '/api/pages/certificates',
      transformResponse: unwrapData<Certificate[]>,
      providesTags: ['Content'],
    }),
    catalogues: build.query<Catalogue[], void>({
      query: () => '/api/pages/catalogues',
      transformResponse: unwrapData<Catalogue[]>,
      providesTags: ['Content'],
    }),
  }),
});

export const { useCertificatesQuery, useCataloguesQuery } = documentsApi;
