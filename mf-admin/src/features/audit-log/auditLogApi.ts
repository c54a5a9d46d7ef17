import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { ListQueryArgs, Paged } from '@vitrin/shared-libs/types/api';
import type { AuditRecord } from '@vitrin/shared-libs/types/audit';
import type { StaffUser } from '@vitrin/shared-libs/types/staff';

/** The view of GET /api/admin/audit-log as the address keeps it (useListState; docs/api.md, "Audit log"). */
export type AuditLogFilters = ListQueryArgs<'user' | 'entity' | 'entity_id' | 'action' | 'from' | 'to'>;

const auditLogApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<Paged<AuditRecord>, AuditLogFilters>({
      query: (params) => ({ url: '/api/admin/audit-log', params }),
      transformResponse: unwrapData<Paged<AuditRecord>>,
    }),
    /** The staff accounts for the user filter (one page of 100). */
    auditUsers: build.query<Paged<StaffUser>, void>({
      query: () => ({ url: '/api/admin/users', params: { per_page: 100 } }),
      transformResponse: unwrapData<Paged<StaffUser>>,
    }),
  }),
});

export const { useAuditLogQuery, useAuditUsersQuery } = auditLogApi;
