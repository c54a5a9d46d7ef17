/**
 * /metrics in Prometheus text (docs/deployment.md, "Watching it"), through prom-client, one registry per app:
 * requests and their latency by route pattern (never the raw URL, whose ids and queries would make a series per
 * visitor), 5xx answers, the page and list caches, the page renders under way, the PostgreSQL pool and Node's own
 * figures (event-loop lag, memory, CPU).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../db/connection';
import { cacheStats } from './cache-stats';

/** One release's counts since this process started, as the release health keeps them (modules/releases/health.ts). */
export interface ReleaseTotal {
  remote: string;
  url: string;
  pages: number;
  renderFailures: number;
  /** Failures browsers reported, by kind (entry, module, render). */
  browser: Readonly<Record<string, number>>;
}

/** Where the per-release counters read from: the app passes the release health's totals (app.ts). */
export type ReleaseTotals = () => Iterable<ReleaseTotal>;

/** A request's route as registered (`/api/admin/products/:id`), or `unmatched` for a path no route took. */
export const routeLabel = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

export interface AppMetrics {
  registry: Registry;
  /** Counts an answered request. */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

export function createMetrics(app: FastifyInstance, releaseTotals: ReleaseTotals = () => []): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'vitrin_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'vitrin_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'vitrin_http_server_errors_total',
    help: 'Answers with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });

  const stats = () => cacheStats(app.db);
  /** A counter read from figures the caches keep themselves. */
  const counted = (name: string, help: string, read: () => Record<string, number>) =>
    new Counter({
      name,
      help,
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [result, value] of Object.entries(read())) this.inc({ result }, value);
      },
    });
  counted('vitrin_page_cache_lookups_total', 'Rendered-page cache lookups, hit or missed', () => ({
    hit: stats().page.hits,
    miss: stats().page.misses,
  }));
  counted('vitrin_list_cache_lookups_total', 'Product-list cache lookups, hit or missed', () => ({
    hit: stats().list.hits,
    miss: stats().list.misses,
  }));
  new Gauge({
    name: 'vitrin_page_renders_in_progress',
    help: 'Server renders of public pages running now',
    registers: [registry],
    collect() {
      this.set(stats().rendering);
    },
  });
  new Gauge({
    name: 'vitrin_page_renders_waiting',
    help: 'Server renders of public pages waiting for their turn (SSR_QUEUE)',
    registers: [registry],
    collect() {
      this.set(stats().renderWaiting);
    },
  });
  /** A counter that reads one figure the app keeps itself. */
  const kept = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  kept('vitrin_page_renders_total', 'Server renders of public pages begun', () => stats().renders);
  kept(
    'vitrin_page_render_failures_total',
    'Server renders that failed or ran out of time (rendered in the browser)',
    () => stats().renderFailures,
  );
  kept(
    'vitrin_page_renders_shed_total',
    'Pages sent rendered in the browser because the render queue was full',
    () => stats().rendersShed,
  );
  kept('vitrin_release_refusals_total', 'Remote releases refused by the compatibility check', () => stats().releaseRefusals);
  // Health per release (modules/releases/health.ts): this process's counts, by remote and release address.
  const perRelease = (name: string, help: string, read: (total: ReleaseTotal) => number) =>
    new Counter({
      name,
      help,
      labelNames: ['remote', 'release'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const total of releaseTotals()) this.inc({ remote: total.remote, release: total.url }, read(total));
      },
    });
  perRelease('vitrin_release_pages_total', 'Pages served with a release of a remote', (total) => total.pages);
  perRelease(
    'vitrin_release_render_failures_total',
    "Server renders of a page whose region failed with a remote's release",
    (total) => total.renderFailures,
  );
  new Counter({
    name: 'vitrin_release_browser_failures_total',
    help: "Failures of a remote's release reported by browsers (kind: entry, module, render)",
    labelNames: ['remote', 'release', 'kind'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const total of releaseTotals())
        for (const [kind, count] of Object.entries(total.browser))
          this.inc({ remote: total.remote, release: total.url, kind }, count);
    },
  });
  new Gauge({
    name: 'vitrin_db_pool_connections',
    help: 'PostgreSQL pool connections: open (total), idle, and requests waiting for one (SQLite: none)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = poolOf(app.db);
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  return {
    registry,
    observe(request, reply) {
      const route = routeLabel(request);
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (status >= 500) errors.inc({ method: request.method, route });
    },
  };
}
