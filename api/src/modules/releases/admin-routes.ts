/**
 * GET /api/admin/releases, PUT /api/admin/releases, its preview link and its canary (start, promote, stop) — Süper
 * Yönetici: the "Sürümler" screen.
 */
import { recordAudit } from '../../lib/audit/record';
import { mixed, number, object as yupObject } from 'yup';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import { FAILED, REQUIRED } from '@vitrin/shared-libs/validation/messages';
import { releaseSchema as releaseUrlSchema } from '@vitrin/shared-libs/validation/releases';
import { remoteReleaseSchema } from '@vitrin/shared-libs/schemas/settings';
import { arrayOf, envelope, int, object, str } from '@vitrin/shared-libs/schemas/wire';
import { ok, ValidationFailed } from '../../lib/http';
import type { RoutePlugin } from '../../lib/routes';
import { validate } from '../../lib/validation';
import { REMOTE_NAMES } from '../../config';
import { SERVER_RENDERED_REMOTES } from '@vitrin/shared-libs/types/ssr';
import { AREA_ROLES } from '../auth/roles';
import { PREVIEW_PARAM, PREVIEW_SECONDS, previewToken } from './preview';
import { siteOrigin } from '../site/sitemap';
import { gateProblems, NO_CANARY } from './service';
import { CANARY_MAX_PERCENT, CANARY_MIN_PERCENT } from './canary';

const remoteSchema = mixed<RemoteName>()
  .oneOf([...REMOTE_NAMES], 'Bilinmeyen uygulama')
  .required(REQUIRED);

const releaseSchema = releaseUrlSchema.shape({ remote: remoteSchema });

/** A canary reaches the visitors of the public pages: the remotes those pages load (docs/deployment.md). */
const canarySchema = releaseSchema.shape({
  remote: mixed<RemoteName>()
    .oneOf([...SERVER_RENDERED_REMOTES], 'Kademeli yayın yalnız genel sitenin uygulamaları için: mf_public, mf_catalogue')
    .required(REQUIRED),
  percent: number()
    .typeError(`${CANARY_MIN_PERCENT} ile ${CANARY_MAX_PERCENT} arasında bir tam sayı olmalı`)
    .required(REQUIRED)
    .integer(`${CANARY_MIN_PERCENT} ile ${CANARY_MAX_PERCENT} arasında bir tam sayı olmalı`)
    .min(CANARY_MIN_PERCENT, `En az ${CANARY_MIN_PERCENT}`)
    .max(CANARY_MAX_PERCENT, `En çok ${CANARY_MAX_PERCENT}`),
});

const canaryRemoteSchema = yupObject({ remote: remoteSchema });

const remoteBody = { type: 'object', properties: { remote: { type: 'string' } } } as const;

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

  // A canary (docs/deployment.md, "A team's release"): a share of visitors, after the same gate as a switch.
  app.post(
    '/releases/canary',
    {
      schema: {
        tags: ['admin', 'releases'],
        summary:
          'Sends a release to a share of visitors (percent, 1–99) after the compatibility check (422 with the reason); a canary already running for the remote ends',
        body: {
          type: 'object',
          properties: { remote: { type: 'string' }, url: { type: 'string' }, percent: { type: 'integer' } },
        },
        response: envelope(arrayOf(remoteReleaseSchema)),
      },
    },
    async (request) => {
      const { remote, url, percent } = await validate(canarySchema, request.body, FAILED);
      const outcome = await app.releases.startCanary(
        remote,
        url,
        percent,
        request.user?.email ?? 'unknown',
        (trx, after) => recordAudit(trx, request, { action: 'status', entity: 'release', entityId: remote, after }),
        siteOrigin(app.config.publicUrl, request),
      );
      if (!outcome.ok) throw new ValidationFailed({ url: outcome.problem }, 'Sürüm reddedildi');
      return ok(await app.releases.list(), 'Kademeli yayın başladı');
    },
  );

  app.post(
    '/releases/canary/promote',
    {
      schema: {
        tags: ['admin', 'releases'],
        summary: "Makes a remote's running canary its release for every visitor ('Tamamına yayınla'; 422 when none runs)",
        body: remoteBody,
        response: envelope(arrayOf(remoteReleaseSchema)),
      },
    },
    async (request) => {
      const { remote } = await validate(canaryRemoteSchema, request.body, FAILED);
      const outcome = await app.releases.promoteCanary(
        remote,
        request.user?.email ?? 'unknown',
        (trx, after) => recordAudit(trx, request, { action: 'update', entity: 'release', entityId: remote, after }),
        siteOrigin(app.config.publicUrl, request),
      );
      if (!outcome.ok) throw new ValidationFailed({ remote: outcome.problem }, 'Yayınlanamadı');
      return ok(await app.releases.list(), 'Herkese yayınlandı');
    },
  );

  app.post(
    '/releases/canary/stop',
    {
      schema: {
        tags: ['admin', 'releases'],
        summary: "Stops a remote's running canary: every visitor is back on the live release ('Durdur'; 422 when none runs)",
        body: remoteBody,
        response: envelope(arrayOf(remoteReleaseSchema)),
      },
    },
    async (request) => {
      const { remote } = await validate(canaryRemoteSchema, request.body, FAILED);
      const by = request.user?.email ?? 'unknown';
      const stopped = await app.releases.endCanary(remote, 'stopped', by, null, (trx, canary) =>
        recordAudit(trx, request, {
          action: 'status',
          entity: 'release',
          entityId: remote,
          before: { canary_url: canary.url, percent: canary.percent, status: 'running' },
          after: { canary_url: canary.url, percent: canary.percent, status: 'stopped' },
        }),
      );
      if (!stopped) throw new ValidationFailed({ remote: NO_CANARY }, 'Durdurulamadı');
      request.log.info({ remote, url: stopped.url, by }, 'canary stopped');
      return ok(await app.releases.list(), 'Kademeli yayın durduruldu');
    },
  );
};
