/**
 * GET /api/admin/audit-log (Süper Yönetici only, docs/api.md "Audit log"): the records of admin writes and
 * sign-ins, newest first, filtered by user, entity, entity id, action and date range.
 */
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditRecord } from '@vitrin/shared-libs/types/audit';
import { auditRecordSchema } from '@vitrin/shared-libs/schemas/audit';
import { envelope, paged } from '@vitrin/shared-libs/schemas/wire';
import type { AuditLogRow } from '../../db/tables/audit-log';
import { ok } from '../../lib/http';
import { dateRangeQuery, orderByList, paginate, pageQuery, sortQuery, whereDateRange } from '../../lib/paging';
import type { RoutePlugin } from '../../lib/routes';
import { AREA_ROLES } from '../auth/roles';

const toRecord = (row: AuditLogRow): AuditRecord => ({
  id: row.id,
  created_at: row.created_at,
  user: { id: row.user_id, name: row.user_name, email: row.user_email },
  ip: row.ip,
  action: row.action as AuditRecord['action'],
  entity: row.entity as AuditRecord['entity'],
  entity_id: row.entity_id,
  changes: row.changes ? (JSON.parse(row.changes) as AuditRecord['changes']) : null,
});

/** The columns of the sort registry's keys (shared-libs registry/listSorts). */
const SORT_COLUMNS = { created_at: 'created_at', action: 'action', entity: 'entity' } as const;

export const auditAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.auditLog));

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin', 'audit'],
        summary: 'Admin writes and sign-ins: who, when, from where, what changed (before → after)',
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          properties: {
            page: pageQuery.page,
            per_page: pageQuery.per_page,
            user: { type: 'integer', minimum: 1 },
            entity: { type: 'string', enum: ['', ...AUDIT_ENTITIES], default: '' },
            entity_id: { type: 'string', maxLength: 64, default: '' },
            action: { type: 'string', enum: ['', ...AUDIT_ACTIONS], default: '' },
            ...dateRangeQuery,
            ...sortQuery('auditLog'),
          },
        },
        response: envelope(paged(auditRecordSchema)),
      },
    },
    async (request) => {
      const { page, per_page: perPage, user, entity, entity_id: entityId, action, from, to, sort } = request.query;
      let list = orderByList(app.db.selectFrom('audit_log').selectAll(), 'auditLog', sort, SORT_COLUMNS);
      if (user) list = list.where('user_id', '=', user);
      if (entity) list = list.where('entity', '=', entity);
      if (entityId) list = list.where('entity_id', '=', entityId);
      if (action) list = list.where('action', '=', action);
      list = whereDateRange(list, 'created_at', { from, to });
      const found = await paginate(list, page, perPage);
      return ok({ ...found, data: found.data.map(toRecord) });
    },
  );
};
