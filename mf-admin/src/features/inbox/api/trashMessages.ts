import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import { inboxListTag } from './getInboxMessages';
import { inboxWrite } from './inboxWrite';
import { unreadCountTag } from './getUnreadCount';

const trashMessagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    trashMessages: build.mutation<unknown, { kind: InboxKind; ids: number[] }>({
      // PUT with trash_list as a JSON-encoded array of ids (the offers': POST with _method PUT).
      query: ({ kind, ids }) => inboxWrite(kind, `/api/admin/${kind}/trash`, 'PUT', { trash_list: JSON.stringify(ids) }),
      invalidatesTags: (_result, _error, { kind }) => [inboxListTag(kind), unreadCountTag(kind), 'Dashboard'],
    }),
    /** The reverse of the trash move: PUT /restore with restore_list (JSON ids), back to mail. */
    restoreMessages: build.mutation<unknown, { kind: InboxKind; ids: number[] }>({
      query: ({ kind, ids }) => ({
        url: `/api/admin/${kind}/restore`,
        method: 'PUT',
        data: { restore_list: JSON.stringify(ids) },
      }),
      invalidatesTags: (_result, _error, { kind }) => [inboxListTag(kind), unreadCountTag(kind), 'Dashboard'],
    }),
  }),
});

export const { useTrashMessagesMutation, useRestoreMessagesMutation } = trashMessagesApi;
