/** GET /api/admin/releases and PUT /api/admin/releases (Süper Yönetici): the "Sürümler" screen. */
import { recordAudit } from '../audit/record';
import { mixed } from 'yup';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import { FAILED, REQUIRED } from '@vitrin/shared-libs/validation/messages';
import { releaseSchema as releaseUrlSchema } from '@vitrin/shared-libs/validation/releases';
import { remoteReleaseSchema } from '@vitrin/shared-libs/schemas/settings';
import { arrayOf, envelope, int, object, str } from '@vitrin/shared-libs/schemas/wire';
import { ok, ValidationFailed } from '../../lib/http';
import type { RoutePlugin } from '../../lib/routes';
import { validate } from '../../lib/validation';
import { REMOTE_NAMES } from '../../config';
import { AREA_ROLES } from '../auth/roles';
import { PREVIEW_PARAM, PREVIEW_SECONDS, previewToken } from './preview';
import { siteOrigin } from '../site/sitemap';
import { gateProblems } from './service';

const releaseSchema = releaseUrlSchema.shape({
  remote: mixed<RemoteName>()
    .oneOf([...REMOTE_NAMES], 'Bilinmeyen uygulama')
    .required(REQUIRED),
});

export const releaseAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.releases));

  app.get(
    '/releases',
    {
      schema: {
        tags: ['admin', 'releases'],
        summary: "Each remote's release address, where it comes from, and its history",
        response: envelope(arrayOf(remoteReleaseSchema)),
      },
    },
    async () => ok(await app.releases.list()),
  );

  app.post(
    '/releases/preview',
    {
      schema: {
        tags: ['admin', 'releases'],
        summary:
          'A link that previews a release in the browser that opens it (a signed cookie, PREVIEW_SECONDS), after the compatibility check (422 with the reason)',
        body: { type: 'object', properties: { remote: { type: 'string' }, url: { type: 'string' } } },
        response: envelope(object({ link: str, expires_at: str, seconds: int })),
      },
    },
    async (request) => {
      const { remote, url } = await validate(releaseSchema, request.body, FAILED);
      const problems = await gateProblems(app, remote, url, siteOrigin(app.config.publicUrl, request));
      if (problems.length > 0) throw new ValidationFailed({ url: problems.join('; ') }, 'Sürüm reddedildi');
      const expiresAt = Date.now() + PREVIEW_SECONDS * 1000;
      const token = previewToken(app.config.cookieSecret, { remote, url, expiresAt });
      request.log.info({ remote, url, by: request.user?.email }, 'release preview link made');
      return ok({
        link: `/?${PREVIEW_PARAM}=${token}`,
        expires_at: new Date(expiresAt).toISOString(),
        seconds: PREVIEW_SECONDS,
      });
    },
  );

  app.put(
    '/releases',
    {
      schema: {
        tags: ['admin', 'releases'],
        summary: "Switches a remote to a release's manifest address after the compatibility check (422 with the reason)",
        body: { type: 'object', properties: { remote: { type: 'string' }, url: { type: 'string' } } },
        response: envelope(arrayOf(remoteReleaseSchema)),
      },
    },
    async (request) => {
      const { remote, url } = await validate(releaseSchema, request.body, FAILED);
      const outcome = await app.releases.change(
        remote,
        url,
        request.user?.email ?? 'unknown',
        (trx, after) => recordAudit(trx, request, { action: 'update', entity: 'release', entityId: remote, after }),
        siteOrigin(app.config.publicUrl, request),
      );
      if (!outcome.ok) throw new ValidationFailed({ url: outcome.problem }, 'Sürüm reddedildi');
      return ok(await app.releases.list(), 'Güncellendi');
    },
  );
};
