/** A Süper Yönetici's two-factor and session controls over staff accounts (docs/security.md). */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { TwoFactorPolicy } from '@vitrin/shared-libs/types/security';

const userSecurityApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    twoFactorPolicy: build.query<TwoFactorPolicy, void>({
      query: () => ({ url: '/api/admin/two-factor-policy' }),
      transformResponse: unwrapData<TwoFactorPolicy>,
    }),
    setTwoFactorPolicy: build.mutation<TwoFactorPolicy, boolean>({
      query: (required) => ({ url: '/api/admin/two-factor-policy', method: 'PUT', data: { required } }),
      transformResponse: unwrapData<TwoFactorPolicy>,
    }),
    resetTwoFactor: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/admin/users/${id}/two-factor`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),
    endUserSessions: build.mutation<{ ended: number }, number>({
      query: (id) => ({ url: `/api/admin/users/${id}/sessions`, method: 'DELETE' }),
      transformResponse: unwrapData<{ ended: number }>,
    }),
  }),
});

export const { useTwoFactorPolicyQuery, useSetTwoFactorPolicyMutation, useResetTwoFactorMutation, useEndUserSessionsMutation } =
  userSecurityApi;
