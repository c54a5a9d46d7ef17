import { dashboardOverviewSchema } from '@vitrin/shared-libs/schemas/staff';
import { envelope } from '@vitrin/shared-libs/schemas/wire';
import { ok } from '../../lib/http';
import { canOpenArea } from '@vitrin/shared-libs/auth/areaRoles';
import { AREA_ROLES } from '../auth/roles';
import { dashboardStats } from './repo';
import type { RoutePlugin } from '../../lib/routes';

/** GET /api/admin/dashboard. */
export const dashboardAdminRoutes: RoutePlugin = async (app) => {
  app.get(
    '/dashboard',
    {
      onRequest: app.requireRole(...AREA_ROLES.dashboard),
      schema: {
        tags: ['admin'],
        summary: 'Counts, the last 30 days of messages and orders, and the latest five of each inbox',
        response: envelope(dashboardOverviewSchema),
      },
    },
    async (request) => ok(await dashboardStats(app.db, canOpenArea(request.user?.role_group, 'inbox'))),
  );
};
