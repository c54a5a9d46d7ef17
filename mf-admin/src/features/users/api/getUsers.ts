import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { StaffUser } from '@vitrin/shared-libs/types/staff';

const getUsersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<Paged<StaffUser>, { page: number; search: string }>({
      query: (params) => ({ url: '/api/admin/users', params }),
      transformResponse: unwrapData<Paged<StaffUser>>,
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useUsersQuery } = getUsersApi;
