import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';
import type { Paged } from '@vitrin/shared-libs/types/api';
import type { AuditRecord } from '@vitrin/shared-libs/types/audit';
import type { StaffUser } from '@vitrin/shared-libs/types/staff';

/** The filters of GET /api/admin/audit-log (docs/api.md, "Audit log"); empty ones are not sent. */
export interface AuditLogFilters {
  page: number;
  user?: string;
  entity?: string;
  entity_id?: string;
  action?: string;
  from?: string;
  to?: string;
}

const auditLogApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<Paged<AuditRecord>, AuditLogFilters>({
      query: (filters) => ({
        url: '/api/admin/audit-log',
        params: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')),
      }),
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
