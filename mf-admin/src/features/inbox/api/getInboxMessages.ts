import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { ListQueryArgs } from '@vitrin/shared-libs/ui/useListParams';
import type { InboxKind } from '@vitrin/shared-libs/registry/inboxes';
import type { InboxMessage } from '@vitrin/shared-libs/types/inbox';

/** One inbox's list: its view as the address keeps it (useListState: page, search, sort, section, check, from, to). */
export type InboxListArgs = { kind: InboxKind } & ListQueryArgs<'section' | 'check' | 'from' | 'to'>;

export const inboxListTag = (kind: InboxKind) => ({ type: 'Message' as const, id: `${kind}-LIST` });

const getInboxMessagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    inboxMessages: build.query<Paged<InboxMessage>, InboxListArgs>({
      query: ({ kind, ...params }) => ({ url: `/api/admin/${kind}`, params }),
      transformResponse: unwrapData<Paged<InboxMessage>>,
      providesTags: (_result, _error, { kind }) => [inboxListTag(kind)],
    }),
  }),
});

export const { useInboxMessagesQuery } = getInboxMessagesApi;
