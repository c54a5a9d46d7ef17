import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/http';
import { AREA_ROLES } from '../auth/roles';
import { dashboardStats } from './repo';

/** GET /api/admin/dashboard. */
export const dashboardAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/dashboard',
    {
      onRequest: app.requireRole(...AREA_ROLES.dashboard),
      schema: { tags: ['admin'], summary: 'Counts for the dashboard' },
    },
    async () => ok(await dashboardStats(app.db)),
  );
};
