/**
 * Health per release (docs/deployment.md, "A team's release"; docs/decisions.md, "Canary and release health"):
 * pages served with each release in service, its server render failures, and the failures browsers report with a
 * beacon (beacon-routes.ts). Each process counts in memory — /metrics shows its own totals, labelled by remote and
 * release — and adds its counts to the database every CANARY_FLUSH_SECONDS, one row per release and time
 * slot (a tenth of CANARY_WINDOW_SECONDS), so the decision reads the sum over every process. When a running canary
 * served CANARY_MIN_PAGES over the window and its failures pass CANARY_MAX_FAILURE_RATE of them, it is stopped:
 * audited, logged and mailed to the Süper Yöneticiler through the outbox. The stop is a conditional update: when
 * two processes decide at once, one records it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import type { Db } from '../../db/connection';
import { auditRow } from '../../lib/audit/rows';
import { enqueueMails } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { staffContext, superAdminEmails } from '../mail/compose';
import type { Canary } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    releaseHealth: ReleaseHealth;
  }
}

/** What a browser reports failed: the remote's entry, one of its modules, or its render. */
export const BEACON_KINDS = ['entry', 'module', 'render'] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];

/** Who ends a canary by its failure rate (the audit record's actor, the canary's `ended_by`). */
export const AUTOMATIC_STOP = 'Otomatik durdurma';

export interface Counts {
  pages: number;
  render_failures: number;
  browser_failures: number;
}

interface Totals {
  pages: number;
  renderFailures: number;
  browser: Record<BeaconKind, number>;
}

const keyOf = (remote: RemoteName, url: string) => `${remote} ${url}`;

type Pending = { remote: RemoteName; url: string; canary_id: number } & Counts;

export class ReleaseHealth {
  /** This process's counts since it started, for /metrics. */
  readonly totals = new Map<string, { remote: RemoteName; url: string } & Totals>();
  /** Counts not yet added to the database. */
  private pending = new Map<string, Pending>();
  /** The clock (a test sets its own). */
  now: () => number = Date.now;

  constructor(private readonly app: FastifyInstance) {}

  private get slotSeconds(): number {
    return Math.max(1, Math.floor(this.app.config.canary.windowSeconds / 10));
  }

  private slotOf(ms: number): number {
    return Math.floor(ms / 1000 / this.slotSeconds) * this.slotSeconds;
  }

  private count(remote: RemoteName, url: string, field: keyof Counts, kind?: BeaconKind): void {
    const key = keyOf(remote, url);
    let total = this.totals.get(key);
    if (!total) {
      total = { remote, url, pages: 0, renderFailures: 0, browser: { entry: 0, module: 0, render: 0 } };
      this.totals.set(key, total);
    }
    if (field === 'pages') total.pages += 1;
    else if (field === 'render_failures') total.renderFailures += 1;
    else if (kind) total.browser[kind] += 1;
    // A canary's counts are its own: a release sent again later starts from nothing.
    const canary = this.app.releases.runningCanaries()[remote];
    const canaryId = canary?.url === url ? canary.id : 0;
    const pendingKey = `${key} ${canaryId}`;
    let pending = this.pending.get(pendingKey);
    if (!pending) {
      pending = { remote, url, canary_id: canaryId, pages: 0, render_failures: 0, browser_failures: 0 };
      this.pending.set(pendingKey, pending);
    }
    pending[field] += 1;
  }

  /** A page was served with this release of the remote. */
  page(remote: RemoteName, url: string): void {
    this.count(remote, url, 'pages');
  }

  /** The server could not render a page's region with this release (it threw, timed out, or could not be had). */
  renderFailure(remote: RemoteName, url: string): void {
    this.count(remote, url, 'render_failures');
  }

  /** A browser reported this release failing (beacon-routes.ts). */
  browserFailure(remote: RemoteName, url: string, kind: BeaconKind): void {
    this.count(remote, url, 'browser_failures', kind);
  }

  /** Adds this process's counts to the database (its row for the release and the time slot). */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    const slot = this.slotOf(this.now());
    for (const row of rows) {
      await this.app.db
        .insertInto('release_health')
        .values({ ...row, slot })
        .onConflict((conflict) =>
          conflict.columns(['remote', 'url', 'canary_id', 'slot']).doUpdateSet({
            pages: sql`release_health.pages + excluded.pages`,
            render_failures: sql`release_health.render_failures + excluded.render_failures`,
            browser_failures: sql`release_health.browser_failures + excluded.browser_failures`,
          }),
        )
        .execute();
    }
  }

  /**
   * A release's counts summed over every process, from the slot of `sinceMs` (the window's start) on; only those
   * made under the canary `canaryId` when given.
   */
  async counts(remote: RemoteName, url: string, sinceMs: number, canaryId?: number): Promise<Counts> {
    const row = await this.app.db
      .selectFrom('release_health')
      .select((eb) => [
        eb.fn.sum<number>('pages').as('pages'),
        eb.fn.sum<number>('render_failures').as('render_failures'),
        eb.fn.sum<number>('browser_failures').as('browser_failures'),
      ])
      .where('remote', '=', remote)
      .where('url', '=', url)
      .where('slot', '>=', this.slotOf(sinceMs))
      .$if(canaryId !== undefined, (query) => query.where('canary_id', '=', canaryId!))
      .executeTakeFirst();
    return {
      pages: Number(row?.pages ?? 0),
      render_failures: Number(row?.render_failures ?? 0),
      browser_failures: Number(row?.browser_failures ?? 0),
    };
  }

  /** The window's start: CANARY_WINDOW_SECONDS ago. */
  windowStart(): number {
    return this.now() - this.app.config.canary.windowSeconds * 1000;
  }

  /** Flushes, then stops every running canary whose failure rate over the window passed the threshold. */
  async tick(): Promise<void> {
    await this.flush();
    const { maxFailureRate, minPages } = this.app.config.canary;
    for (const [remote, canary] of Object.entries(this.app.releases.runningCanaries()) as [RemoteName, Canary][]) {
      const counts = await this.counts(remote, canary.url, this.windowStart(), canary.id);
      const failures = counts.render_failures + counts.browser_failures;
      if (counts.pages < minPages || failures / counts.pages <= maxFailureRate) continue;
      const reason =
        `${counts.pages} sayfada ${failures} hata (sunucu ${counts.render_failures}, tarayıcı ${counts.browser_failures}); ` +
        `sınır %${Math.round(maxFailureRate * 1000) / 10}, ${this.app.config.canary.windowSeconds} sn`;
      const mailContext = await staffContext(this.app);
      const stopped = await this.app.releases.endCanary(
        remote,
        'auto_stopped',
        AUTOMATIC_STOP,
        reason,
        (trx, ended) => this.recordStop(trx, remote, ended, reason, mailContext),
        canary.id,
      );
      if (!stopped) continue;
      this.app.log.warn(
        { remote, url: canary.url, ...counts, maxFailureRate },
        'canary stopped automatically: too many failures',
      );
      this.app.mail.wake();
    }
  }

  /** The automatic stop's audit record and its mail to every active Süper Yönetici, in the stop's transaction. */
  private async recordStop(
    trx: Db,
    remote: RemoteName,
    canary: Canary,
    reason: string,
    context: { color: string; origin: string },
  ): Promise<void> {
    await trx
      .insertInto('audit_log')
      .values(
        auditRow(
          { actor: { id: null, name: AUTOMATIC_STOP, email: null }, ip: null },
          {
            action: 'status',
            entity: 'release',
            entityId: remote,
            before: { canary_url: canary.url, percent: canary.percent, status: 'running' },
            after: { canary_url: canary.url, percent: canary.percent, status: 'auto_stopped', reason },
          },
        ),
      )
      .execute();
    const admins = await superAdminEmails(trx);
    const mail = renderMail(
      `Kademeli yayın durduruldu: ${remote}`,
      [
        {
          type: 'paragraph',
          text: `${remote} uygulamasının kademeli yayını hata oranı sınırı aştığı için kendiliğinden durduruldu.`,
        },
        {
          type: 'fields',
          rows: [
            ['Sürüm', canary.url],
            ['Ziyaretçi payı', `%${canary.percent}`],
            ['Neden', reason],
          ],
        },
        { type: 'paragraph', text: 'Bütün ziyaretçiler yeniden sunulan sürümü görüyor.' },
        { type: 'link', label: 'Sürümler', url: `${context.origin}/admin/releases` },
      ],
      { lang: 'tr', color: context.color },
    );
    await enqueueMails(trx, [{ ...mail, kind: 'release_stopped', audience: 'staff', to: admins, recordId: canary.id }]);
  }
}

/** app.releaseHealth, flushed and checked every CANARY_FLUSH_SECONDS, and flushed when the app closes. */
export const releaseHealthPlugin = fp(
  async (app) => {
    const health = new ReleaseHealth(app);
    app.decorate('releaseHealth', health);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        health.tick().catch((err: unknown) => app.log.warn({ err }, 'could not write or check the releases’ health'));
      }, app.config.canary.flushMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await health.flush().catch(() => undefined);
    });
  },
  { name: 'release-health', dependencies: ['releases'] },
);
