import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { RemoteRelease } from '@vitrin/shared-libs/types/settings';

/** GET /api/admin/releases and PUT /api/admin/releases (docs/deployment.md, "A team's release"). */
const releasesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    releases: build.query<RemoteRelease[], void>({
      query: () => ({ url: '/api/admin/releases' }),
      transformResponse: unwrapData<RemoteRelease[]>,
    }),
    changeRelease: build.mutation<RemoteRelease[], { remote: string; url: string }>({
      query: (body) => ({ url: '/api/admin/releases', method: 'PUT', data: body }),
      transformResponse: unwrapData<RemoteRelease[]>,
    }),
  }),
});

export const { useReleasesQuery, useChangeReleaseMutation } = releasesApi;
