/** POST /api/auth/forgot-password and /api/auth/reset-password (docs/api.md, "Endpoints so far"). */
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { Envelope } from '@vitrin/shared-libs/types/api';

const passwordResetApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    forgotStaffPassword: build.mutation<Envelope<null>, { email: string }>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', data: body }),
    }),
    resetForgottenPassword: build.mutation<Envelope<null>, { token: string; password: string; password_confirmation: string }>({
      query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', data: body }),
    }),
  }),
});

export const { useForgotStaffPasswordMutation, useResetForgottenPasswordMutation } = passwordResetApi;
