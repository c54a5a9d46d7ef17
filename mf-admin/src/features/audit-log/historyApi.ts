import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { HistoryAnswer, HistoryEntity } from '@vitrin/shared-libs/registry/historyEntities';

export interface HistoryArgs {
  entity: HistoryEntity;
  id: string;
  from?: number;
  to?: number;
}

/** What a restore may have changed: every screen that shows a record of these kinds reads it afresh. */
const RESTORED = ['Product', 'Category', 'Content', 'Media', 'Contract', 'Settings', 'User', 'PageMeta', 'Dashboard'] as const;

/** A record's history (docs/api.md "History"): GET /api/admin/history/<entity>/:id and its restores. */
const historyApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    history: build.query<HistoryAnswer, HistoryArgs>({
      query: ({ entity, id, from, to }) => ({
        url: `/api/admin/history/${entity}/${encodeURIComponent(id)}`,
        params: from && to ? { from, to } : undefined,
      }),
      transformResponse: unwrapData<HistoryAnswer>,
    }),
    restoreVersion: build.mutation<HistoryAnswer, { entity: HistoryEntity; id: string; version: number }>({
      query: ({ entity, id, version }) => ({
        url: `/api/admin/history/${entity}/${encodeURIComponent(id)}/restore`,
        method: 'POST',
        data: { version },
      }),
      transformResponse: unwrapData<HistoryAnswer>,
      invalidatesTags: [...RESTORED],
    }),
    /** A deleted record back from its delete entry in İşlem Kayıtları. */
    restoreDeleted: build.mutation<{ entity: string; entity_id: string }, number>({
      query: (auditId) => ({ url: `/api/admin/audit-log/${auditId}/restore`, method: 'POST', data: {} }),
      transformResponse: unwrapData<{ entity: string; entity_id: string }>,
      invalidatesTags: [...RESTORED],
    }),
  }),
});

export const { useHistoryQuery, useRestoreVersionMutation, useRestoreDeletedMutation } = historyApi;
