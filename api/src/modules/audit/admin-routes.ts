/**
 * GET /api/admin/audit-log (Süper Yönetici only, docs/api.md "Audit log"): the records of admin writes and
 * sign-ins, newest first, filtered by user, entity, entity id, action and date range.
 */
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditRecord } from '@vitrin/shared-libs/types/audit';
import type { AuditLogRow } from '../../db/tables/audit-log';
import { ok } from '../../lib/http';
import { paginate, pageQuery } from '../../lib/paging';
import type { RoutePlugin } from '../../lib/routes';
import { AREA_ROLES } from '../auth/roles';

const DAY = { type: 'string', format: 'date' } as const;

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

/** The day after an ISO date (YYYY-MM-DD), so `to` takes in the whole of its day. */
const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

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
            from: DAY,
            to: DAY,
            sort: { type: 'string', enum: ['created_at', '-created_at'], default: '-created_at' },
          },
        },
      },
    },
    async (request) => {
      const { page, per_page: perPage, user, entity, entity_id: entityId, action, from, to, sort } = request.query;
      const direction = sort === 'created_at' ? 'asc' : 'desc';
      let list = app.db.selectFrom('audit_log').selectAll().orderBy('created_at', direction).orderBy('id', direction);
      if (user) list = list.where('user_id', '=', user);
      if (entity) list = list.where('entity', '=', entity);
      if (entityId) list = list.where('entity_id', '=', entityId);
      if (action) list = list.where('action', '=', action);
      if (from) list = list.where('created_at', '>=', `${from}T00:00:00.000Z`);
      if (to) list = list.where('created_at', '<', nextDay(to));
      const found = await paginate(list, page, perPage);
      return ok({ ...found, data: found.data.map(toRecord) });
    },
  );
};
