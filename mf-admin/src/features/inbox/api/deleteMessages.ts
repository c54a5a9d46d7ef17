import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import { inboxListTag } from './getInboxMessages';

const deleteMessagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMessages: build.mutation<unknown, { kind: InboxKind; ids: number[] }>({
      // POST with _method DELETE and delete_list as a JSON-encoded array of ids.
      query: ({ kind, ids }) => ({
        url: `/api/admin/${kind}`,
        method: 'POST',
        data: { _method: 'DELETE', delete_list: JSON.stringify(ids) },
      }),
      invalidatesTags: (_result, _error, { kind }) => [inboxListTag(kind), 'Dashboard'],
    }),
  }),
});

export const { useDeleteMessagesMutation } = deleteMessagesApi;
