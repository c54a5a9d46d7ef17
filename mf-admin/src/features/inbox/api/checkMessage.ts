import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import { inboxListTag } from './getInboxMessages';
import { inboxWrite } from './inboxWrite';
import { unreadCountTag } from './getUnreadCount';

const checkMessageApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    checkMessage: build.mutation<unknown, { kind: InboxKind; id: number }>({
      // PUT with the id (the offers': POST with _method PUT); the message is read from then on.
      query: ({ kind, id }) => inboxWrite(kind, `/api/admin/${kind}/check`, 'PUT', { id }),
      invalidatesTags: (_result, _error, { kind }) => [inboxListTag(kind), unreadCountTag(kind), 'Dashboard'],
    }),
  }),
});

export const { useCheckMessageMutation } = checkMessageApi;
