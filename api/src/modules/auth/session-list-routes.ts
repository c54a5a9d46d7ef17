/**
 * Staff sessions (docs/security.md "Sign-in and sessions"): GET /api/admin/profile/sessions and
 * DELETE /api/admin/profile/sessions/{id} (one's own), DELETE /api/admin/users/{id}/sessions (Süper Yönetici,
 * audited). Every admin request reads its session from the database (./authenticate.ts), so a session ended here
 * is refused at once by every API process.
 */
import { arrayOf, envelope, int, noData, object } from '@vitrin/shared-libs/schemas/wire';
import { staffSessionSchema } from '@vitrin/shared-libs/schemas/security';
import type { StaffSession } from '@vitrin/shared-libs/types/security';
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { idParams, type RoutePlugin } from '../../lib/routes';
import { nowIso } from '../../lib/time';
import { audited } from '../../lib/audit/record';
import { findUser } from '../users/repo';
import { revokeSession, revokeUserSessions } from './repo';
import { AREA_ROLES } from './roles';

const CURRENT_SESSION = 'Kullandığınız oturumu kapatmak için Çıkış Yap’ı kullanın';
const OWN_SESSIONS = 'Kendi oturumlarınızı Profil ekranından sonlandırın';

/** The signed-in staff member's open sessions, newest first; ending one of them. */
export const ownSessionRoutes: RoutePlugin = async (app) => {
  app.get(
    '/profile/sessions',
    { schema: { tags: ['auth'], summary: 'My open sessions, newest first', response: envelope(arrayOf(staffSessionSchema)) } },
    async (request) => {
      const user = request.user!;
      const rows = await app.db
        .selectFrom('sessions')
        .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return ok(rows.map((row): StaffSession => ({ ...row, current: row.id === user.sessionId })));
    },
  );

  app.delete(
    '/profile/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends one of my sessions; its next request is a 401',
        params: idParams,
        response: noData(),
      },
    },
    async (request) => {
      const user = request.user!;
      const session = await app.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', request.params.id)
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (!session) throw httpError(404, 'Oturum bulunamadı');
      // This very session ends with "Çıkış Yap", which also clears the browser's copy.
      if (session.id === user.sessionId) throw new ValidationFailed({ id: CURRENT_SESSION }, CURRENT_SESSION);
      await revokeSession(app.db, session.id);
      return ok(null, 'Oturum sonlandırıldı');
    },
  );
};

/** DELETE /api/admin/users/{id}/sessions: a Süper Yönetici ends every session of a user. */
export const userSessionRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.users));
  app.delete(
    '/users/:id/sessions',
    {
      schema: {
        tags: ['admin', 'users'],
        summary: 'Ends every session of a staff member (audited); data.ended is how many were open',
        params: idParams,
        response: envelope(object({ ended: int })),
      },
    },
    async (request) => {
      const user = await findUser(app.db, request.params.id);
      if (!user) throw httpError(404, 'Kullanıcı bulunamadı');
      // One's own sessions are ended one by one on the profile screen, never all at once with the one in use.
      if (user.id === request.user!.id) throw new ValidationFailed({ id: OWN_SESSIONS }, OWN_SESSIONS);
      // The record names the user and how many sessions ended.
      const ended = await audited(
        app.db,
        request,
        {
          entity: 'user',
          action: 'sessions_end',
          id: user.id,
          snapshot: async (trx, key) => {
            const row = await trx
              .selectFrom('sessions')
              .select((eb) => eb.fn.countAll<string | number>().as('count'))
              .where('user_id', '=', Number(key))
              .where('revoked_at', 'is', null)
              .where('expires_at', '>', nowIso())
              .executeTakeFirstOrThrow();
            return { open_sessions: Number(row.count) };
          },
        },
        (trx) => revokeUserSessions(trx, user.id),
      );
      return ok({ ended }, 'Oturumlar sonlandırıldı');
    },
  );
};
