/** Login, status and logout, on the admin store's api slice. */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { CurrentUser, LoginResponse } from '@vitrin/shared-libs/types/api';

export interface LoginInput {
  email: string;
  password: string;
}

export const sessionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', data: body }),
    }),
    adminStatus: build.query<CurrentUser, void>({
      query: () => '/api/admin/status',
      transformResponse: unwrapData<CurrentUser>,
      providesTags: ['Session'],
    }),
    /** Revokes the token on the server; pass the token when the session has already been cleared locally. */
    logout: build.mutation<null, string | void>({
      query: (token) => ({
        url: '/api/admin/logout',
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      }),
    }),
  }),
});

export const { useLoginMutation, useAdminStatusQuery, useLogoutMutation } = sessionApi;
