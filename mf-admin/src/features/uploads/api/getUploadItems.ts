import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { HomeIcon, HomeSlide } from '@vitrin/shared-libs/types/api';
import type { UploadItem, UploadResource } from '../types/uploads';

interface HomeLists {
  slider: HomeSlide[];
  featured_categories: number[];
  contact_form_social_icons: HomeIcon[];
}

/**
 * GET /api/admin/certificates or /api/admin/catalogues: the list in its order. The home lists (slides, icons)
 * come from GET /api/admin/home.
 */
export const uploadItemsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uploadItems: build.query<UploadItem[], UploadResource>({
      query: (resource) => (resource.startsWith('home/') ? '/api/admin/home' : `/api/admin/${resource}`),
      transformResponse: (response: unknown, _meta, resource) => {
        if (resource === 'home/slides') return unwrapData<HomeLists>(response).slider;
        if (resource === 'home/icons') return unwrapData<HomeLists>(response).contact_form_social_icons;
        return unwrapData<UploadItem[]>(response);
      },
      providesTags: (_result, _error, resource) => [{ type: 'Content', id: resource }],
    }),
  }),
});

export const { useUploadItemsQuery } = uploadItemsApi;
