/** Login, status and logout, on the admin store's api slice. */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { CurrentUser, LoginResponse } from '@vitrin/shared-libs/types/api';
import type { TotpSetup } from '@vitrin/shared-libs/types/security';

export interface LoginInput {
  email: string;
  password: string;
}

export const sessionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', data: body }),
    }),
    /** The sign-in's second step: the challenge the password answer gave, and the code (docs/security.md). */
    twoFactorSignIn: build.mutation<LoginResponse, { challenge: string; code: string }>({
      query: (body) => ({ url: '/api/auth/two-factor', method: 'POST', data: body }),
    }),
    /** Two-factor sign-in is required and not set up yet: a new secret for the challenge's account. */
    twoFactorSignInSetup: build.mutation<TotpSetup, string>({
      query: (challenge) => ({ url: '/api/auth/two-factor/setup', method: 'POST', data: { challenge } }),
      transformResponse: unwrapData<TotpSetup>,
    }),
    /** Confirms that secret with its first code: a session and the ten recovery codes. */
    twoFactorSignInConfirm: build.mutation<LoginResponse, { challenge: string; code: string }>({
      query: (body) => ({ url: '/api/auth/two-factor/setup/confirm', method: 'POST', data: body }),
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

export const {
  useLoginMutation,
  useAdminStatusQuery,
  useLogoutMutation,
  useTwoFactorSignInMutation,
  useTwoFactorSignInSetupMutation,
  useTwoFactorSignInConfirmMutation,
} = sessionApi;
