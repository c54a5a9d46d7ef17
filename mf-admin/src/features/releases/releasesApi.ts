import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { RemoteRelease } from '@vitrin/shared-libs/types/settings';

/** A preview link of a release: opened, it shows that release to the browser that opens it alone (an hour). */
export interface ReleasePreview {
  link: string;
  expires_at: string;
  seconds: number;
}

/**
 * GET /api/admin/releases, PUT /api/admin/releases and POST /api/admin/releases/preview (docs/deployment.md,
 * "A team's release").
 */
const releasesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    releases: build.query<RemoteRelease[], void>({
      query: () => ({ url: '/api/admin/releases' }),
      transformResponse: unwrapData<RemoteRelease[]>,
    }),
    previewRelease: build.mutation<ReleasePreview, { remote: string; url: string }>({
      query: (body) => ({ url: '/api/admin/releases/preview', method: 'POST', data: body }),
      transformResponse: unwrapData<ReleasePreview>,
    }),
    changeRelease: build.mutation<RemoteRelease[], { remote: string; url: string }>({
      query: (body) => ({ url: '/api/admin/releases', method: 'PUT', data: body }),
      transformResponse: unwrapData<RemoteRelease[]>,
    }),
  }),
});

export const { useReleasesQuery, useChangeReleaseMutation, usePreviewReleaseMutation } = releasesApi;
