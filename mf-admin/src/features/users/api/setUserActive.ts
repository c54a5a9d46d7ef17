import { adminApi } from '@vitrin/shared-libs/api/adminApi';

const setUserActiveApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    setUserActive: build.mutation<unknown, { id: number; active: boolean }>({
      // Deactivating ends that user's sessions on the server.
      query: ({ id, active }) => ({
        url: `/api/admin/users/${id}/${active ? 'activate' : 'deactivate'}`,
        method: 'PUT',
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),
  }),
});

export const { useSetUserActiveMutation } = setUserActiveApi;
