import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import type { InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import { inboxListTag } from './getInboxMessages';
import { unreadCountTag } from './getUnreadCount';

const uncheckMessageApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uncheckMessage: build.mutation<unknown, { kind: InboxKind; id: number }>({
      // The message counts as unread again: the list, the menu's badge and the dashboard follow.
      query: ({ kind, id }) => ({ url: `/api/admin/${kind}/uncheck`, method: 'PUT', data: { id } }),
      invalidatesTags: (_result, _error, { kind }) => [inboxListTag(kind), unreadCountTag(kind), 'Dashboard'],
    }),
  }),
});

export const { useUncheckMessageMutation } = uncheckMessageApi;
