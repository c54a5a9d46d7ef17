import { adminApi } from '@vitrin/shared-libs/api/adminApi';

const resetPasswordApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<unknown, { id: number; password: string }>({
      query: ({ id, password }) => ({
        url: `/api/admin/users/${id}/password`,
        method: 'PUT',
        data: { password },
      }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
