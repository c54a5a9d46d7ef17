/**
 * POST /api/releases/beacon (public): a page reports that a release of a remote failed in the browser — its entry or
 * a module could not be loaded, or it threw while rendering (shared-libs/src/federation/beacon.ts). It carries the
 * remote, the release (its manifest address, as the page's config named it) and the kind: no personal data. Only
 * a release in service counts (a live one or a running canary), so no one can add series to /metrics; at most
 * BEACON_RATE_LIMIT per client address per minute (docs/security.md, "Releases").
 */
import { mixed, object, string } from 'yup';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import { FAILED, REQUIRED, tooLong } from '@vitrin/shared-libs/validation/messages';
import { RELEASE_URL_MAX } from '@vitrin/shared-libs/validation/releases';
import { noData } from '@vitrin/shared-libs/schemas/wire';
import { REMOTE_NAMES } from '../../config';
import { ok, ValidationFailed } from '../../lib/http';
import type { RoutePlugin } from '../../lib/routes';
import { validate } from '../../lib/validation';
import { BEACON_KINDS, type BeaconKind } from './health';

const beaconSchema = object({
  remote: mixed<RemoteName>()
    .oneOf([...REMOTE_NAMES], 'Bilinmeyen uygulama')
    .required(REQUIRED),
  release: string().required(REQUIRED).max(RELEASE_URL_MAX, tooLong(RELEASE_URL_MAX)),
  kind: mixed<BeaconKind>()
    .oneOf([...BEACON_KINDS], `Şunlardan biri olmalı: ${BEACON_KINDS.join(', ')}`)
    .required(REQUIRED),
});

export const NOT_IN_SERVICE = 'Sunulan bir sürüm değil';

export const releaseBeaconRoutes: RoutePlugin = async (app) => {
  app.post(
    '/releases/beacon',
    {
      schema: {
        tags: ['releases'],
        summary:
          "A page reports a remote's release failing in the browser (entry, module or render); 422 for a release not in service",
        body: {
          type: 'object',
          properties: { remote: { type: 'string' }, release: { type: 'string' }, kind: { type: 'string' } },
        },
        response: noData(),
      },
      config: {
        rateLimit: {
          max: (request: { server: typeof app }) => request.server.config.canary.beaconRateLimit,
          timeWindow: 60_000,
        },
      },
    },
    async (request) => {
      const { remote, release, kind } = await validate(beaconSchema, request.body, FAILED);
      if (!app.releases.inService(remote, release)) throw new ValidationFailed({ release: NOT_IN_SERVICE }, FAILED);
      app.releaseHealth.browserFailure(remote, release, kind);
      return ok(null, 'OK');
    },
  );
};
