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
    // A canary: a share of visitors; "Tamamına yayınla" and "Durdur" (docs/deployment.md, "A team's release").
    startCanary: build.mutation<RemoteRelease[], { remote: string; url: string; percent: number }>({
      query: (body) => ({ url: '/api/admin/releases/canary', method: 'POST', data: body }),
      transformResponse: unwrapData<RemoteRelease[]>,
    }),
    endCanary: build.mutation<RemoteRelease[], { remote: string; action: 'promote' | 'stop' }>({
      query: ({ remote, action }) => ({ url: `/api/admin/releases/canary/${action}`, method: 'POST', data: { remote } }),
      transformResponse: unwrapData<RemoteRelease[]>,
    }),
  }),
});

export const {
  useReleasesQuery,
  useChangeReleaseMutation,
  usePreviewReleaseMutation,
  useStartCanaryMutation,
  useEndCanaryMutation,
} = releasesApi;
