import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import type { InboxMessage, InboxSection } from '@vitrin/shared-libs/types/inbox';

export interface InboxListArgs {
  kind: InboxKind;
  page: number;
  section: InboxSection;
  search: string;
}

export const inboxListTag = (kind: InboxKind) => ({ type: 'Message' as const, id: `${kind}-LIST` });

const getInboxMessagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    inboxMessages: build.query<Paged<InboxMessage>, InboxListArgs>({
      query: ({ kind, page, section, search }) => ({ url: `/api/admin/${kind}`, params: { page, section, search } }),
      transformResponse: unwrapData<Paged<InboxMessage>>,
      providesTags: (_result, _error, { kind }) => [inboxListTag(kind)],
    }),
  }),
});

export const { useInboxMessagesQuery } = getInboxMessagesApi;
