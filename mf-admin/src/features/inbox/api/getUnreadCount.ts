import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { InboxKind } from '@vitrin/shared-libs/registry/inboxes';

export const unreadCountTag = (kind: InboxKind) => ({ type: 'Message' as const, id: `${kind}-COUNT` });

const getUnreadCountApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    unreadCount: build.query<number, InboxKind>({
      query: (kind) => `/api/admin/${kind}/not-check-count`,
      transformResponse: unwrapData<number>,
      providesTags: (_result, _error, kind) => [unreadCountTag(kind)],
    }),
  }),
});

export const { useUnreadCountQuery } = getUnreadCountApi;
