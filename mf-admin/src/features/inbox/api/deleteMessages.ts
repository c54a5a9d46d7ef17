import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import { inboxListTag } from './getInboxMessages';
import { inboxWrite } from './inboxWrite';

const deleteMessagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMessages: build.mutation<unknown, { kind: InboxKind; ids: number[] }>({
      // DELETE with delete_list as a JSON-encoded array of ids (the offers': POST with _method DELETE).
      query: ({ kind, ids }) => inboxWrite(kind, `/api/admin/${kind}`, 'DELETE', { delete_list: JSON.stringify(ids) }),
      invalidatesTags: (_result, _error, { kind }) => [inboxListTag(kind), 'Dashboard'],
    }),
  }),
});

export const { useDeleteMessagesMutation } = deleteMessagesApi;
