/** The signed-in staff member's two-factor sign-in and sessions (docs/security.md, "Sign-in and sessions"). */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { StaffSession, TotpSetup, TwoFactorStatus } from '@vitrin/shared-libs/types/security';

const profileApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    twoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => ({ url: '/api/admin/profile/two-factor' }),
      transformResponse: unwrapData<TwoFactorStatus>,
    }),
    startTwoFactor: build.mutation<TotpSetup, void>({
      query: () => ({ url: '/api/admin/profile/two-factor/setup', method: 'POST', data: {} }),
      transformResponse: unwrapData<TotpSetup>,
    }),
    confirmTwoFactor: build.mutation<{ recovery_codes: string[] }, string>({
      query: (code) => ({ url: '/api/admin/profile/two-factor/confirm', method: 'POST', data: { code } }),
      transformResponse: unwrapData<{ recovery_codes: string[] }>,
    }),
    mySessions: build.query<StaffSession[], void>({
      query: () => ({ url: '/api/admin/profile/sessions' }),
      transformResponse: unwrapData<StaffSession[]>,
    }),
    endSession: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/admin/profile/sessions/${id}`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useTwoFactorStatusQuery,
  useStartTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useMySessionsQuery,
  useEndSessionMutation,
} = profileApi;
