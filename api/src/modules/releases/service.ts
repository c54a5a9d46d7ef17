/**
 * Each remote's release address while the site runs (docs/deployment.md, "A team's release"): the MF_*_URL setting
 * until a Süper Yönetici (the "Sürümler" screen) or MF_REMOTES_FILE changes it. A change is checked first (gate.ts):
 * a release that cannot be read or needs singletons the shell does not provide is refused, recorded with its
 * reason, and the last good release keeps serving. Changes live in the database, so every API process serves the
 * same release within RELEASE_POLL_MS; the process that made the change, at once.
 */
import { readFile, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import type { RemoteRelease } from '@vitrin/shared-libs/types/settings';
import { SERVER_RENDERED_REMOTES } from '@vitrin/shared-libs/types/ssr';
import { REMOTE_NAMES } from '../../config';
import { type Db, inTransaction } from '../../db/connection';
import { cacheStats } from '../../lib/cache-stats';
import { nowIso } from '../../lib/time';
import { bumpContentVersion } from '../site/content-version';
import { inCanary } from './canary';
import { checkBrowserEntry, incompatibilities, readManifest } from './gate';
import { pagesNotRendered } from './render-check';
import {
  carriesCredentials,
  checkManifestShape,
  checkReleaseAddress,
  RELEASE_RULES,
  ReleaseRefused,
  releaseAccess,
} from './origins';

declare module 'fastify' {
  interface FastifyInstance {
    releases: Releases;
  }
}

const RELEASE_POLL_MS = 2000;
export const FROM_FILE = 'MF_REMOTES_FILE';

export type ChangeOutcome = { ok: true } | { ok: false; problem: string };

export const CREDENTIALS_REFUSED = RELEASE_RULES.credentials;
export const NO_CANARY = 'Bu uygulamanın süren bir kademeli yayını yok';

/** The site's origin a browser sends (PUBLIC_URL; else the address the site listens on). */
export const siteOriginOf = (app: FastifyInstance): string =>
  app.config.publicUrl ? new URL(app.config.publicUrl).origin : `http://localhost:${app.config.port}`;

/**
 * The release gate (docs/deployment.md, "A team's release"): the address rules first — nothing is asked of an
 * address they refuse (origins.ts) —, then the manifest's shape and the singletons it needs. Why it cannot be
 * served, or [] when it can. A refusal names the rule; what the other side answered goes to the log only.
 */
export async function gateProblems(
  app: FastifyInstance,
  remote: RemoteName,
  url: string,
  origin: string = siteOriginOf(app),
): Promise<string[]> {
  if (carriesCredentials(url)) return [CREDENTIALS_REFUSED];
  try {
    const access = releaseAccess(app.config);
    const manifest = await readManifest(access, url, remote);
    checkManifestShape(manifest, remote);
    const problems = incompatibilities(manifest);
    if (problems.length > 0) return problems;
    // What a browser needs of it, then a render on this server with it (docs/deployment.md, "A team's release").
    await checkBrowserEntry(access, manifest, url, origin);
    const failed = await pagesNotRendered(app, remote, url);
    if (failed.length > 0) throw new ReleaseRefused(RELEASE_RULES.render, failed.join(', '));
    return [];
  } catch (error) {
    const rule = error instanceof ReleaseRefused ? error.message : RELEASE_RULES.unreadable;
    const detail = error instanceof ReleaseRefused ? error.detail : (error as Error).message;
    app.log.warn({ remote, rule, detail }, 'release address refused');
    return [rule];
  }
}

/** A remote's running canary (canary.ts), as every process reads it from the database. */
export interface Canary {
  id: number;
  url: string;
  percent: number;
  started_by: string;
  started_at: string;
}

/** How a canary ends: made live, stopped by hand, or stopped by its failure rate (health.ts). */
export type CanaryEnd = 'promoted' | 'stopped' | 'auto_stopped';

type AuditWrite = (trx: Db, row: Record<string, unknown>) => Promise<void>;

export class Releases {
  private addresses: Record<RemoteName, string>;
  private canaries: Partial<Record<RemoteName, Canary>> = {};
  /** Refused addresses seen in the file, so a file left unchanged is not checked (and logged) again each time. */
  private readonly refusedFromFile = new Map<RemoteName, string>();

  constructor(private readonly app: FastifyInstance) {
    this.addresses = { ...app.config.remotes };
  }

  /** The manifest address of every remote, as pages are served now. */
  current(): Record<RemoteName, string> {
    return this.addresses;
  }

  /** Reads the newest serving address of each remote from the database (another process may have changed it). */
  async refresh(): Promise<void> {
    const rows = await this.app.db
      .selectFrom('remote_releases')
      .select(['remote', 'url', 'id'])
      .where('status', '=', 'serving')
      .orderBy('id')
      .execute();
    const next = { ...this.app.config.remotes };
    for (const row of rows) {
      if (!(REMOTE_NAMES as readonly string[]).includes(row.remote)) continue;
      // A release recorded before RELEASE_ORIGINS was narrowed is not served any more (docs/security.md, "Releases").
      if (!this.allowed(row.remote as RemoteName, row.url)) continue;
      next[row.remote as RemoteName] = row.url;
    }
    this.addresses = next;
    const running = await this.app.db
      .selectFrom('release_canaries')
      .select(['id', 'remote', 'url', 'percent', 'started_by', 'started_at'])
      .where('status', '=', 'running')
      .orderBy('id')
      .execute();
    const canaries: Partial<Record<RemoteName, Canary>> = {};
    for (const { remote, ...canary } of running) {
      if (!(REMOTE_NAMES as readonly string[]).includes(remote) || !this.allowed(remote as RemoteName, canary.url)) continue;
      canaries[remote as RemoteName] = canary;
    }
    this.canaries = canaries;
  }

  /** Each remote's running canary. */
  runningCanaries(): Partial<Record<RemoteName, Canary>> {
    return this.canaries;
  }

  /** The release addresses a visitor of `bucket` (canary.ts) gets: the live ones, with each canary whose share holds it. */
  forVisitor(bucket: number | null): Record<RemoteName, string> {
    if (bucket === null) return this.addresses;
    let remotes = this.addresses;
    for (const [remote, canary] of Object.entries(this.canaries))
      if (canary && inCanary(bucket, canary.percent)) remotes = { ...remotes, [remote]: canary.url };
    return remotes;
  }

  /** Whether a release is in service now: a remote's live release or its running canary. */
  inService(remote: RemoteName, url: string): boolean {
    return this.addresses[remote] === url || this.canaries[remote]?.url === url;
  }

  /**
   * Sends a release to `percent` % of visitors after the same gate as a switch; a canary already running for the
   * remote ends (`stopped`, replaced). The problem when the gate refuses it: nothing is recorded then.
   */
  async startCanary(
    remote: RemoteName,
    url: string,
    percent: number,
    by: string,
    audit: AuditWrite,
    origin?: string,
  ): Promise<ChangeOutcome> {
    if (carriesCredentials(url)) return { ok: false, problem: CREDENTIALS_REFUSED };
    const problems = await gateProblems(this.app, remote, url, origin);
    if (problems.length > 0) {
      cacheStats(this.app.db).releaseRefusals += 1;
      return { ok: false, problem: problems.join('; ') };
    }
    const now = nowIso();
    await inTransaction(this.app.db, async (trx) => {
      await trx
        .updateTable('release_canaries')
        .set({ status: 'stopped', ended_by: by, ended_at: now, reason: 'replaced' })
        .where('remote', '=', remote)
        .where('status', '=', 'running')
        .execute();
      await trx
        .insertInto('release_canaries')
        .values({ remote, url, percent, status: 'running', started_by: by, started_at: now })
        .execute();
      await audit(trx, { canary_url: url, percent, status: 'running' });
    });
    this.app.log.info({ remote, url, percent, by }, 'canary started');
    await this.refresh();
    return { ok: true };
  }

  /**
   * Ends a remote's running canary; the canary that ended, or null when none was running (another process, or
   * the automatic stop, ended it first: the update is conditional, so only one of them records the end). `also`
   * writes in the same transaction (the audit record, the mail).
   */
  async endCanary(
    remote: RemoteName,
    end: CanaryEnd,
    by: string,
    reason: string | null,
    also: (trx: Db, canary: Canary) => Promise<void>,
    only?: number,
  ): Promise<Canary | null> {
    await this.refresh();
    const canary = this.canaries[remote];
    if (!canary || (only !== undefined && canary.id !== only)) return null;
    const ended = await inTransaction(this.app.db, async (trx) => {
      const result = await trx
        .updateTable('release_canaries')
        .set({ status: end, ended_by: by, ended_at: nowIso(), reason })
        .where('id', '=', canary.id)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await also(trx, canary);
      return true;
    });
    await this.refresh();
    return ended ? canary : null;
  }

  /** Makes the running canary the live release for everyone ("Tamamına yayınla"), through the switch's own gate. */
  async promoteCanary(remote: RemoteName, by: string, audit: AuditWrite, origin?: string): Promise<ChangeOutcome> {
    await this.refresh();
    const canary = this.canaries[remote];
    if (!canary) return { ok: false, problem: NO_CANARY };
    const outcome = await this.change(remote, canary.url, by, audit, origin);
    if (!outcome.ok) return outcome;
    await this.endCanary(remote, 'promoted', by, null, async () => undefined, canary.id);
    return outcome;
  }

  /** Whether an address passes the address rules now (origins.ts). */
  private allowed(remote: RemoteName, url: string): boolean {
    try {
      checkReleaseAddress(releaseAccess(this.app.config), url, remote);
      return true;
    } catch {
      return false;
    }
  }

  /** Whether a previewed release may still be served to its browser: its address passes the rules now. */
  previewable(remote: RemoteName, url: string): boolean {
    return this.allowed(remote, url);
  }

  /** Checks a release and, when it passes, serves it from the next page on; a refusal is recorded with its reason. */
  /** `audit` writes the change's audit record in the same transaction as its row (lib/audit/record.ts). */
  async change(
    remote: RemoteName,
    url: string,
    by: string,
    audit?: (trx: Db, row: { url: string; status: string; problem: string | null }) => Promise<void>,
    origin?: string,
  ): Promise<ChangeOutcome> {
    // Refused before anything is recorded: the address would stay in the history, the audit log and the log lines
    // (docs/security.md, "Releases").
    if (carriesCredentials(url)) {
      this.app.log.warn({ remote, by }, 'release refused: its address carries a user name or password; nothing recorded');
      return { ok: false, problem: CREDENTIALS_REFUSED };
    }
    const problems = await gateProblems(this.app, remote, url, origin);
    const problem = problems.length > 0 ? problems.join('; ') : null;
    const status = problem ? 'refused' : 'serving';
    await inTransaction(this.app.db, async (trx) => {
      await trx
        .insertInto('remote_releases')
        .values({ remote, url, status, problem, changed_by: by, changed_at: nowIso() })
        .execute();
      await audit?.(trx, { url, status, problem });
    });
    if (problem) {
      cacheStats(this.app.db).releaseRefusals += 1;
      this.app.log.warn({ remote, url, by, problem }, 'release refused; the last good release keeps serving');
      return { ok: false, problem };
    }
    this.app.log.info({ remote, url, by }, 'release changed');
    await this.refresh();
    // Cached pages carry the remotes' addresses: they are rendered afresh.
    await bumpContentVersion(this.app.db);
    return { ok: true };
  }

  /** The version a release's manifest names (`metaData.buildInfo.buildVersion`), or null when it cannot be read. */
  private async versionOf(remote: RemoteName, url: string): Promise<string | null> {
    try {
      const version = (await readManifest(releaseAccess(this.app.config), url, remote)).metaData?.buildInfo?.buildVersion;
      return typeof version === 'string' ? version : null;
    } catch {
      return null;
    }
  }

  /**
   * Every remote's release (with its version) and its history, for the "Sürümler" screen; the history ends with
   * the built-in release (the MF_*_URL setting), so it can be switched back to like any other.
   */
  async list(): Promise<RemoteRelease[]> {
    await this.refresh();
    const rows = await this.app.db.selectFrom('remote_releases').selectAll().orderBy('id', 'desc').execute();
    const versions = await Promise.all(REMOTE_NAMES.map((remote) => this.versionOf(remote, this.addresses[remote])));
    const canaryRows = await this.app.db
      .selectFrom('release_canaries')
      .select(['remote', 'url', 'percent', 'status', 'started_by', 'started_at', 'ended_by', 'ended_at', 'reason'])
      .orderBy('id', 'desc')
      .execute();
    // This process's counts are in the sums too.
    const health = this.app.releaseHealth;
    await health.flush();
    // Counted for the public pages' remotes (those a canary reaches); the admin and sign-in pages are not counted.
    const healthOf = async (remote: RemoteName): Promise<RemoteRelease['health']> => {
      if (!(SERVER_RENDERED_REMOTES as readonly string[]).includes(remote)) return [];
      const canary = this.canaries[remote];
      const since = health.windowStart();
      return Promise.all([
        (async () => ({
          url: this.addresses[remote],
          role: 'live' as const,
          ...(await health.counts(remote, this.addresses[remote], since)),
        }))(),
        ...(canary
          ? [
              (async () => ({
                url: canary.url,
                role: 'canary' as const,
                ...(await health.counts(remote, canary.url, since, canary.id)),
              }))(),
            ]
          : []),
      ]);
    };
    const healths = await Promise.all(REMOTE_NAMES.map(healthOf));
    return REMOTE_NAMES.map((remote, index) => {
      const canary = this.canaries[remote];
      const ended = canaryRows.find((row) => row.remote === remote && row.status !== 'running');
      const own = rows.filter((row) => row.remote === remote);
      const serving = own.find((row) => row.status === 'serving');
      return {
        remote,
        url: this.addresses[remote],
        source: serving ? 'change' : 'setting',
        version: versions[index] ?? null,
        changed_by: serving?.changed_by ?? null,
        changed_at: serving?.changed_at ?? null,
        history: [
          ...own.slice(0, 20).map(({ url, status, problem, changed_by, changed_at }) => ({
            url,
            status,
            problem,
            changed_by,
            changed_at,
          })),
          { url: this.app.config.remotes[remote], status: 'builtin' as const, problem: null, changed_by: null, changed_at: null },
        ],
        canary: canary
          ? { url: canary.url, percent: canary.percent, started_by: canary.started_by, started_at: canary.started_at }
          : null,
        ended_canary:
          ended && ended.status !== 'running'
            ? {
                url: ended.url,
                percent: ended.percent,
                status: ended.status,
                started_by: ended.started_by,
                started_at: ended.started_at,
                ended_by: ended.ended_by,
                ended_at: ended.ended_at,
                reason: ended.reason,
              }
            : null,
        health: healths[index] ?? [],
        health_window_seconds: this.app.config.canary.windowSeconds,
      };
    });
  }

  /** Applies MF_REMOTES_FILE: each remote it names at another address than now is changed (and checked). */
  async applyFile(file: string): Promise<void> {
    let wanted: unknown;
    try {
      wanted = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      this.app.log.warn({ err: error, file }, 'MF_REMOTES_FILE cannot be read; the releases stay as they are');
      return;
    }
    if (!wanted || typeof wanted !== 'object') return;
    await this.refresh();
    for (const remote of REMOTE_NAMES) {
      const url = (wanted as Record<string, unknown>)[remote];
      if (typeof url !== 'string' || url === this.addresses[remote] || this.refusedFromFile.get(remote) === url) continue;
      const outcome = await this.change(remote, url, FROM_FILE);
      if (outcome.ok) this.refusedFromFile.delete(remote);
      else this.refusedFromFile.set(remote, url);
    }
  }
}

/** app.releases, refreshed from the database every RELEASE_POLL_MS, and MF_REMOTES_FILE watched when set. */
export const releasesPlugin = fp(
  async (app) => {
    const releases = new Releases(app);
    app.decorate('releases', releases);
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      await releases.refresh();
      const file = app.config.remotesFile;
      if (file) await releases.applyFile(file);
      let fileStamp = file ? await stampOf(file) : '';
      const poll = setInterval(() => {
        void (async () => {
          await releases.refresh();
          if (!file) return;
          const stamp = await stampOf(file);
          if (stamp === fileStamp) return;
          fileStamp = stamp;
          await releases.applyFile(file);
        })().catch((err: unknown) => app.log.warn({ err }, 'could not refresh the releases'));
      }, RELEASE_POLL_MS);
      poll.unref();
      timers.push(poll);
    });
    app.addHook('onClose', async () => timers.forEach((timer) => clearInterval(timer)));
  },
  { name: 'releases', dependencies: ['db'] },
);

/** When and how big a file is now ('' when missing): a change of either is a new version of it. */
async function stampOf(file: string): Promise<string> {
  const info = await stat(file).catch(() => null);
  return info ? `${info.mtimeMs}-${info.size}` : '';
}
