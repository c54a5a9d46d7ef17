import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ListQueryArgs } from '@vitrin/shared-libs/ui/useListParams';
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { StaffUser } from '@vitrin/shared-libs/types/staff';

const getUsersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<Paged<StaffUser>, ListQueryArgs<'role_group' | 'is_active'>>({
      query: (params) => ({ url: '/api/admin/users', params }),
      transformResponse: unwrapData<Paged<StaffUser>>,
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useUsersQuery } = getUsersApi;
