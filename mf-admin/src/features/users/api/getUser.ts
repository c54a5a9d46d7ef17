import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { StaffUser } from '@vitrin/shared-libs/types/staff';

const getUserApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    user: build.query<StaffUser, number>({
      query: (id) => `/api/admin/users/${id}`,
      transformResponse: unwrapData<StaffUser>,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

export const { useUserQuery } = getUserApi;
