import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import type { InboxMessage } from '@vitrin/shared-libs/types/inbox';
import { inboxListTag } from './getInboxMessages';

const getInboxMessageApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** One message in either section: the staff mail's link (/admin/{inbox}?id=N) opens it wherever it is listed. */
    inboxMessage: build.query<InboxMessage, { kind: InboxKind; id: number }>({
      query: ({ kind, id }) => ({ url: `/api/admin/${kind}/${id}` }),
      transformResponse: unwrapData<InboxMessage>,
      providesTags: (_result, _error, { kind }) => [inboxListTag(kind)],
    }),
  }),
});

export const { useInboxMessageQuery } = getInboxMessageApi;
