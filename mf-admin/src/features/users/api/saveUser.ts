import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { RoleGroup } from '@vitrin/shared-libs/types/api';
import type { StaffUser } from '@vitrin/shared-libs/types/staff';

export interface UserInput {
  name: string;
  email: string;
  role_group: RoleGroup;
  password?: string;
}

const saveUserApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    createUser: build.mutation<StaffUser, UserInput>({
      query: (data) => ({ url: '/api/admin/users', method: 'POST', data }),
      transformResponse: unwrapData<StaffUser>,
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    updateUser: build.mutation<StaffUser, UserInput & { id: number }>({
      query: ({ id, ...data }) => ({ url: `/api/admin/users/${id}`, method: 'PUT', data }),
      transformResponse: unwrapData<StaffUser>,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),
  }),
});

export const { useCreateUserMutation, useUpdateUserMutation } = saveUserApi;
