import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import type { AppConfig } from './config';
import { dropHoneypotPosts, rateLimitError } from './lib/public-forms';
import { MAX_UPLOAD_BYTES, onUploadedFile, removeUploadTemps, sweepUploadTemps } from './lib/uploads';
import { authRoutes, loginFailuresPlugin, loginLockRoutes, sessionRoutes } from './modules/auth/sign-in-routes';
import { breadcrumbAdminRoutes } from './modules/breadcrumbs/admin-routes';
import { breadcrumbPublicRoutes } from './modules/breadcrumbs/public-routes';
import { catalogueAdminRoutes } from './modules/catalogues/admin-routes';
import { cataloguePublicRoutes } from './modules/catalogues/public-routes';
import { certificateAdminRoutes } from './modules/certificates/admin-routes';
import { certificatePublicRoutes } from './modules/certificates/public-routes';
import { categoryAdminRoutes } from './modules/categories/admin-routes';
import { categoryPublicRoutes } from './modules/categories/public-routes';
import { contactInformationAdminRoutes } from './modules/contact-information/admin-routes';
import { contactInformationPublicRoutes } from './modules/contact-information/public-routes';
import { contractAdminRoutes } from './modules/contracts/admin-routes';
import { contractPublicRoutes } from './modules/contracts/public-routes';
import { dashboardAdminRoutes } from './modules/dashboard/admin-routes';
import { inboxAdminRoutes } from './modules/inbox/admin-routes';
import { publicSubmitRoutes } from './modules/inbox/submit-routes';
import { homeAdminRoutes } from './modules/home/admin-routes';
import { homeIconsPublicRoutes } from './modules/home/public-routes';
import { languageAdminRoutes } from './modules/languages/admin-routes';
import { languagePublicRoutes } from './modules/languages/public-routes';
import { visitorTranslate } from './modules/languages/service';
import { mediaAdminRoutes } from './modules/media/admin-routes';
import { mediaPublicRoutes } from './modules/media/public-routes';
import { pageMetaAdminRoutes } from './modules/page-meta/admin-routes';
import { orderAdminRoutes } from './modules/orders/admin-routes';
import { checkoutRoutes } from './modules/orders/checkout-routes';
import { pageMetaPublicRoutes } from './modules/page-meta/public-routes';
import { offerSubmitRoutes } from './modules/offers/submit-routes';
import { pageContentAdminRoutes } from './modules/pages/admin-routes';
import { pageContentPublicRoutes } from './modules/pages/public-routes';
import { productAdminRoutes } from './modules/products/admin-routes';
import { productPublicRoutes } from './modules/products/public-routes';
import { crossReferencePublicRoutes } from './modules/cross-reference/public-routes';
import { finderPublicRoutes } from './modules/finder/public-routes';
import { datasheetPublicRoutes } from './modules/datasheet/public-routes';
import { comparePublicRoutes } from './modules/compare/public-routes';
import { siteRoutes } from './modules/site/page-routes';
import { seoFileRoutes } from './modules/site/sitemap';
import { auditAdminRoutes } from './modules/audit/admin-routes';
import { historyAdminRoutes } from './modules/audit/history-routes';
import { bumpContentVersion, trackContentWrites } from './modules/site/content-version';
import { bumpCatalogueVersion } from './modules/products/list-cache';
import { forgetMemoryFailures } from './modules/auth/throttle';
import { staticRoutes } from './modules/site/static';
import { brandAdminRoutes } from './modules/site-settings/brand-routes';
import { siteSettingsAdminRoutes } from './modules/site-settings/admin-routes';
import { socialMediaAdminRoutes } from './modules/social-media/admin-routes';
import { socialMediaPublicRoutes } from './modules/social-media/public-routes';
import { uploadAdminRoutes } from './modules/uploads/admin-routes';
import { supportAdminRoutes } from './modules/support/admin-routes';
import { userAdminRoutes } from './modules/users/admin-routes';
import { type FirstAdminOptions, firstAdminPlugin } from './modules/users/first-admin';
import { releaseAdminRoutes } from './modules/releases/admin-routes';
import { releasesPlugin } from './modules/releases/service';
import { releaseHealthPlugin } from './modules/releases/health';
import { releaseBeaconRoutes } from './modules/releases/beacon-routes';
import { passwordResetRoutes } from './modules/auth/password-reset-routes';
import { twoFactorAdminRoutes, twoFactorProfileRoutes, twoFactorSignInRoutes } from './modules/auth/two-factor-routes';
import { ownSessionRoutes, userSessionRoutes } from './modules/auth/session-list-routes';
import { mailAdminRoutes } from './modules/mail/admin-routes';
import { translationAdminRoutes } from './modules/translations/admin-routes';
import { mailPlugin } from './modules/mail/worker';
import { scheduleTimerPlugin } from './modules/schedule/timer';
import { schedulePreviewPlugin } from './modules/schedule/preview';
import { sitePreviewAdminRoutes } from './modules/schedule/admin-routes';
import type { Clock } from './lib/schedule';
import { named } from './lib/routes';
import authPlugin from './modules/auth/authenticate';
import bodyGuardPlugin from './plugins/body-guard';
import bootstrapPlugin from './plugins/bootstrap';
import csrfPlugin from './plugins/csrf';
import dbPlugin from './plugins/db';
import errorsPlugin, { answerFrameworkError } from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import securityHeadersPlugin from './plugins/security-headers';
import { responseSerializer } from './plugins/response-check';
import { clientAddress, proxyTrust } from './lib/client-address';
import operationsPlugin, { loggingOptions } from './plugins/operations';
import storagePlugin from './plugins/storage';
import testResetPlugin from './plugins/test-reset';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

const JSON_BODY_LIMIT = 1024 * 1024;
/** The largest file of any upload kind (lib/uploads.ts checks each kind's own limit). */
const UPLOAD_LIMIT = MAX_UPLOAD_BYTES;

export type BuildOptions = FirstAdminOptions & {
  /** Where the log goes (stdout unless a test reads it). */
  logStream?: Writable;
};
/** The app's clock (lib/schedule.ts): Date.now unless a test moves time. */
export type ScheduleOptions = { clock?: Clock };

/**
 * The whole server as one Fastify instance: external plugins, then the app's own (errors, db, first start,
 * csrf, body guard, auth), then the route modules. server.ts listens; tests call inject().
 */
export function buildApp(config: AppConfig, options: BuildOptions & ScheduleOptions = {}): FastifyInstance {
  const trust = proxyTrust(config.trustProxy);
  const app = Fastify({
    ...loggingOptions(config, options.logStream),
    trustProxy: trust,
    bodyLimit: JSON_BODY_LIMIT,
    forceCloseConnections: 'idle',
    // A request's head and body must arrive within REQUEST_TIMEOUT_MS (Node answers 408 and closes the socket); a
    // socket silent for 30 s closes. Node checks the deadlines on an interval, here at most once a second.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 30_000,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs / 2),
    },
    // The first start renders the demo images and hashes the first admin's password: on a slow or busy
    // machine that takes longer than Fastify's default 10 s per plugin.
    pluginTimeout: 120_000,
    // Requests arriving while the server closes get the envelope below instead of Fastify's own 503 body.
    return503OnClosing: false,
    // A URL with a malformed escape (/product/%ff) is answered as any unknown path is (errors.ts).
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false } },
  });
  app.decorate('config', config);
  app.register(securityHeadersPlugin);

  // Graceful shutdown: from close() on, new requests are refused while the in-flight ones — every request that
  // arrived before, even one whose body was still being read — finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('Connection', 'close');
    return reply.code(503).send({ success: false, message: 'The server is shutting down.', data: null });
  });
  // A keep-alive connection would hold close() open until it times out: end each one after its last response.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });

  // External plugins.
  app.register(cookie, { secret: config.cookieSecret });
  // File fields arrive in request.body as UploadedFile objects (streamed to DATA_DIR/tmp, removed after the
  // answer); a file in a field the route does not take is a 422; one cut at its limit is refused by storeUpload.
  app.addHook('onResponse', removeUploadTemps);
  app.addHook('onRequestAbort', removeUploadTemps);
  // What a stopped process left mid-upload goes at start, and hourly (files untouched for a request's lifetime).
  const sweepTemps = () =>
    sweepUploadTemps(config.dataDir, Math.max(config.requestTimeoutMs, 10 * 60_000)).catch((err: unknown) =>
      app.log.warn({ err }, 'could not sweep DATA_DIR/tmp'),
    );
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweepTemps();
    sweeper = setInterval(() => void sweepTemps(), 60 * 60_000);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));
  app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: onUploadedFile,
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_LIMIT, files: 10, fields: 100, fieldSize: JSON_BODY_LIMIT },
  });
  // The one Redis connection (REDIS_URL): the rate limits' counters here, the login throttle's (loginFailuresPlugin).
  // It queues nothing while Redis is away: a rate limit then lets the request through, a login answers 500.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  // Off by default; routes opt in with `config: { rateLimit: … }`. Counters in Redis when REDIS_URL is set.
  app.register(rateLimit, {
    global: false,
    errorResponseBuilder: rateLimitError,
    // Keys under REDIS_KEY_PREFIX like every other key the API writes (several sites can share one server).
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true } : {}),
  });
  // Response schemas document answers and, in the tests, check them (plugins/response-check.ts).
  app.setSerializerCompiler(responseSerializer(config.checkResponses));
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Vitrin API', version: '0.1.0', description: 'Every response is { success, message, data }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });

  // Operations (docs/deployment.md): stored files (lib/storage.ts), /healthz, /readyz, /metrics, one log line per request.
  app.register(storagePlugin);
  app.register(operationsPlugin, { redis, releaseTotals: () => app.releaseHealth?.totals.values() ?? [] });

  // App plugins.
  app.register(errorsPlugin, { visitorTranslate: (request) => visitorTranslate(app.db, request) });
  app.register(inputGuardPlugin);
  app.register(dbPlugin, { database: config.database });
  app.register(bootstrapPlugin);
  app.register(firstAdminPlugin, { print: options.print });
  app.register(csrfPlugin, { secret: config.cookieSecret });
  app.register(bodyGuardPlugin, {
    max: config.maxBodyReads,
    perClient: config.maxBodyReadsPerClient,
    idleMs: config.bodyIdleTimeoutMs,
    clientOf: (req) => clientAddress(req, trust),
  });
  app.register(authPlugin);

  app.register(loginFailuresPlugin, { redis });
  app.register(releasesPlugin);
  app.register(releaseHealthPlugin);

  // Mail (docs/decisions.md, "Mail through an outbox"): the outbox worker, "Şifremi Unuttum", the mail screens.
  app.register(mailPlugin);
  // Scheduled publishing (lib/schedule.ts): the clock, and the timer that notices windows opening or closing.
  app.register(scheduleTimerPlugin, { clock: options.clock });
  // Staff preview of planned content: the preview cookie puts a visitor's request at the instant previewed.
  app.register(schedulePreviewPlugin);
  app.register(named(passwordResetRoutes), { prefix: '/api/auth' });
  app.register(
    named(async (admin) => {
      admin.addHook('onRequest', admin.authenticate);
      admin.register(named(mailAdminRoutes));
    }, 'mail settings scope'),
    { prefix: '/api/admin' },
  );

  // Routes.
  app.register(named(authRoutes), { prefix: '/api/auth' });
  app.register(named(twoFactorSignInRoutes), { prefix: '/api/auth' });
  app.register(
    named(async (pages) => {
      pages.register(named(languagePublicRoutes));
      pages.register(named(pageContentPublicRoutes));
      pages.register(named(categoryPublicRoutes));
      pages.register(named(productPublicRoutes));
      pages.register(named(pageMetaPublicRoutes));
      pages.register(named(contactInformationPublicRoutes));
      pages.register(named(socialMediaPublicRoutes));
      pages.register(named(homeIconsPublicRoutes));
      pages.register(named(contractPublicRoutes));
      pages.register(named(breadcrumbPublicRoutes));
      pages.register(named(certificatePublicRoutes));
      pages.register(named(cataloguePublicRoutes));
      pages.register(named(mediaPublicRoutes));
      pages.register(named(crossReferencePublicRoutes));
      pages.register(named(finderPublicRoutes));
      pages.register(named(datasheetPublicRoutes));
      pages.register(named(comparePublicRoutes));
    }, 'public pages API'),
    { prefix: '/api/pages' },
  );
  // Public form POSTs (throttled per IP, stored once per submission).
  app.register(
    named(async (forms) => {
      forms.addHook('preHandler', dropHoneypotPosts);
      forms.register(named(publicSubmitRoutes));
      forms.register(named(checkoutRoutes));
      forms.register(named(offerSubmitRoutes));
    }, 'public forms'),
    { prefix: '/api' },
  );
  // Failure beacons of the remotes' releases (throttled per IP; modules/releases/beacon-routes.ts).
  app.register(named(releaseBeaconRoutes), { prefix: '/api' });
  app.register(
    named(async (admin) => {
      // Everything under /api/admin needs a valid bearer token; modules add their role checks.
      admin.addHook('onRequest', admin.authenticate);
      admin.register(named(sessionRoutes));
      admin.register(named(loginLockRoutes));
      admin.register(named(dashboardAdminRoutes));
      admin.register(named(languageAdminRoutes));
      admin.register(named(categoryAdminRoutes));
      admin.register(named(productAdminRoutes));
      admin.register(named(contactInformationAdminRoutes));
      admin.register(named(socialMediaAdminRoutes));
      admin.register(named(siteSettingsAdminRoutes));
      admin.register(named(brandAdminRoutes));
      admin.register(named(pageMetaAdminRoutes));
      admin.register(named(contractAdminRoutes));
      admin.register(named(uploadAdminRoutes));
      admin.register(named(inboxAdminRoutes));
      admin.register(named(orderAdminRoutes));
      admin.register(named(userAdminRoutes));
      admin.register(named(releaseAdminRoutes));
      admin.register(named(supportAdminRoutes));
      admin.register(named(auditAdminRoutes));
      admin.register(named(historyAdminRoutes));
      // Content management (pages, banners, home, certificates, catalogues, media).
      admin.register(named(pageContentAdminRoutes));
      admin.register(named(breadcrumbAdminRoutes));
      admin.register(named(homeAdminRoutes));
      admin.register(named(certificateAdminRoutes));
      admin.register(named(catalogueAdminRoutes));
      admin.register(named(mediaAdminRoutes));
      // Two-factor sign-in and sessions (docs/security.md "Sign-in and sessions").
      admin.register(named(twoFactorProfileRoutes));
      admin.register(named(ownSessionRoutes));
      admin.register(named(twoFactorAdminRoutes));
      admin.register(named(userSessionRoutes));
      // Which records lack which translated texts (docs/architecture.md "Translation status").
      admin.register(named(translationAdminRoutes));
      // "Sitede önizle": a planned record's public page as it will show (docs/architecture.md "Staff preview").
      admin.register(named(sitePreviewAdminRoutes));
    }, 'admin API'),
    { prefix: '/api/admin' },
  );
  // The one /api answer without the envelope: OpenAPI tools read the document as it is.
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  app.register(named(staticRoutes));
  trackContentWrites(app);
  app.register(named(seoFileRoutes(), 'seoFileRoutes'));
  app.register(named(siteRoutes));
  // The browser tests' data reset, with TEST_RESET only (docs/testing.md).
  if (config.testReset) {
    app.register(testResetPlugin, {
      raiseVersions: (trx) => bumpCatalogueVersion(trx),
      forget: async () => {
        await bumpContentVersion(app.db);
        await forgetMemoryFailures(config);
        await app.releases.refresh();
      },
    });
  }

  return app;
}
