import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { Envelope, RoleGroup } from '@vitrin/shared-libs/types/api';

const getRoleGroupsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    roleGroups: build.query<RoleGroup[], void>({
      query: () => '/api/admin/role/groups',
      // The list is in data.data.
      transformResponse: (body: Envelope<{ data: RoleGroup[] }>) => body.data.data,
    }),
  }),
});

export const { useRoleGroupsQuery } = getRoleGroupsApi;
