import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import { inboxListTag } from './getInboxMessages';
import { unreadCountTag } from './getUnreadCount';

const checkMessageApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    checkMessage: build.mutation<unknown, { kind: InboxKind; id: number }>({
      // POST with _method PUT and id; the message is read from then on.
      query: ({ kind, id }) => ({ url: `/api/admin/${kind}/check`, method: 'POST', data: { _method: 'PUT', id } }),
      invalidatesTags: (_result, _error, { kind }) => [inboxListTag(kind), unreadCountTag(kind), 'Dashboard'],
    }),
  }),
});

export const { useCheckMessageMutation } = checkMessageApi;
