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
import { REMOTE_NAMES } from '../../config';
import { type Db, inTransaction } from '../../db/connection';
import { cacheStats } from '../../lib/cache-stats';
import { nowIso } from '../../lib/time';
import { bumpContentVersion } from '../site/page-cache';
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

export class Releases {
  private addresses: Record<RemoteName, string>;
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
  /** `audit` writes the change's audit record in the same transaction as its row (modules/audit). */
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
    return REMOTE_NAMES.map((remote, index) => {
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
