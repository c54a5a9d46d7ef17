/**
 * What a load balancer and an operator ask of a process (docs/deployment.md, "Watching it"):
 * - GET /healthz: the process answers (200 while it runs at all);
 * - GET /readyz: it can serve — database, Redis when configured, stored files — else 503; also 503 until
 *   start-up has finished and from the moment a SIGTERM begins the drain (lib/shutdown.ts);
 * - GET /metrics: Prometheus text (lib/metrics.ts), asked with `Authorization: Bearer METRICS_TOKEN`;
 *   without the setting it answers 404;
 * - one log line per answered request (method, route pattern, status, milliseconds, request id) in place of
 *   Fastify's two, and the request id echoed as X-Request-Id.
 * The three endpoints are cheap, unauthenticated (but /metrics) and say nothing beyond "ok" or "down".
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import { type FastifyServerOptions, LogController } from 'fastify';
import fp from 'fastify-plugin';
import type Redis from 'ioredis';
import { sql } from 'kysely';
import type { AppConfig } from '../config';
import { createMetrics, type ReleaseTotals, routeLabel } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** ready: start-up finished; draining: a shutdown began (readiness answers 503 from then on). */
    operations: { ready: boolean; draining: boolean };
  }
}

/** Fields whose values never reach the log, wherever pino meets them. */
export const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.password_hash',
  '*.token',
  '*.secret',
  '*.secretAccessKey',
  'password',
  'token',
  'authorization',
  'cookie',
];

/** An id from a proxy (X-Request-Id) is kept when it is a plain token; anything else gets a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The Fastify options of logging and request ids (app.ts); `stream` lets a test read the log. */
export function loggingOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: Writable,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: { level: config.logLevel, redact: { paths: REDACTED, censor: '[redacted]' }, ...(stream ? { stream } : {}) },
    // Fastify's "incoming request" and "request completed" give way to the one line of the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestId,
  };
}

/** The paths a load balancer or a scraper polls every few seconds: logged at debug, not info. */
const POLLED = new Set(['/healthz', '/readyz', '/metrics']);

const CHECK_TIMEOUT_MS = 2000;

/** 'ok' when `check` settles within the time-out, else 'down'. */
async function probe(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

const bearerMatches = (header: string | undefined, token: string): boolean => {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

export interface OperationsOptions {
  redis: Redis | null;
  /** The release health's counts for /metrics (the app passes them: plugins know no module). */
  releaseTotals?: ReleaseTotals;
}

export default fp<OperationsOptions>(
  async (app, { redis, releaseTotals }) => {
    const state = { ready: false, draining: false };
    app.decorate('operations', state);
    app.addHook('onReady', async () => {
      state.ready = true;
    });
    app.addHook('preClose', async () => {
      state.draining = true;
    });

    const metrics = createMetrics(app, releaseTotals);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Request-Id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      metrics.observe(request, reply);
      const line = {
        method: request.method,
        route: routeLabel(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      };
      if (POLLED.has(line.route)) request.log.debug(line, 'request');
      else request.log.info(line, 'request');
    });

    const envelope = (success: boolean, message: string, data: unknown) => ({ success, message, data });

    app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return envelope(true, 'OK', { status: 'alive' });
    });

    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!state.ready || state.draining) {
        return reply.code(503).send(envelope(false, state.draining ? 'Draining' : 'Starting', { status: 'not ready' }));
      }
      const [database, cache, storage] = await Promise.all([
        probe(() => sql`select 1`.execute(app.db)),
        redis ? probe(() => redis.ping()) : Promise.resolve('off' as const),
        probe(() => app.storage.check()),
      ]);
      const checks = { database, redis: cache, storage };
      const ok = Object.values(checks).every((value) => value !== 'down');
      return reply.code(ok ? 200 : 503).send(envelope(ok, ok ? 'Ready' : 'Not ready', checks));
    });

    const token = app.config.metricsToken;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!token) return reply.callNotFound();
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer')
          .send(envelope(false, 'Unauthorized', null));
      }
      reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  },
  { name: 'operations' },
);
