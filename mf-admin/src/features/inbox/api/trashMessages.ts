import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { InboxKind } from '@vitrin/shared-libs/types/inbox';
import { inboxListTag } from './getInboxMessages';
import { unreadCountTag } from './getUnreadCount';

const trashMessagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    trashMessages: build.mutation<unknown, { kind: InboxKind; ids: number[] }>({
      // SPEC.md §7: POST with _method PUT and trash_list as a JSON-encoded array of ids.
      query: ({ kind, ids }) => ({
        url: `/api/admin/${kind}/trash`,
        method: 'POST',
        data: { _method: 'PUT', trash_list: JSON.stringify(ids) },
      }),
      invalidatesTags: (_result, _error, { kind }) => [inboxListTag(kind), unreadCountTag(kind), 'Dashboard'],
    }),
  }),
});

export const { useTrashMessagesMutation } = trashMessagesApi;
