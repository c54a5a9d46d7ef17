/**
 * Server rendering of public pages (docs/architecture.md, "Server rendering"). The shell's server build renders;
 * mf_public and mf_catalogue come from their *server* builds, published beside each browser manifest
 * (`<manifest folder>/server/remoteEntry.js`). Every entry is looked at again after SSR_REVALIDATE_SECONDS, so a
 * newly published remote (or shell) is rendered without a restart. A render that fails or runs past
 * SSR_TIMEOUT_MS returns null: the caller sends the client-rendered page.
 */
import { randomBytes } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ApiTransport } from '@vitrin/shared-libs/api/transport';
import { runCommonJs } from '@vitrin/shared-libs/federation/serverRuntimePlugin';
import type { RemoteName, RuntimeConfig } from '@vitrin/shared-libs/types/api';
import { SERVER_RENDERED_REMOTES, type RenderResult, type ShellServer } from '@vitrin/shared-libs/types/ssr';
import { LANG_COOKIE } from '../languages/service';
import { cacheStats } from '../../lib/cache-stats';
import { readManifest } from '../releases/gate';
import { checkReleaseAddress, releaseAccess, type ReleaseAccess } from '../releases/origins';
import { releaseFile, ReleaseEntries } from './release-entries';

const SERVER_ENTRY = 'server/remoteEntry.js';

interface Checked {
  /** What the file or URL held when last looked at (a version), or null when it could not be read. */
  version: string | null;
  checkedAt: number;
}

/** A remote's server entry: a file of ours (its remote is served under /mf/), or the URL beside its manifest. */
export function serverEntryLocation(
  access: ReleaseAccess,
  remote: RemoteName,
  manifestUrl: string,
): { file: string } | { url: string } {
  // The address rules (origins.ts): the entry is looked for only beside a manifest they accept.
  const manifest = checkReleaseAddress(access, manifestUrl, remote);
  if ('file' in manifest) return { file: path.join(path.dirname(manifest.file), SERVER_ENTRY) };
  return { url: new URL(SERVER_ENTRY, manifest.url).href };
}

/** The exposed module each rendered remote renders with, whose stylesheets the page must carry. */
const RENDERED_EXPOSES: Record<(typeof SERVER_RENDERED_REMOTES)[number], string> = { mf_public: 'App', mf_catalogue: 'public' };

/**
 * The stylesheets a remote's rendered exposure loads at once (its manifest's `sync` CSS), as URLs the page can
 * link: a rendered page must not wait for the remote's script to get its styles (the layout would shift).
 */
export async function remoteStylesheets(access: ReleaseAccess, remote: RemoteName, manifestUrl: string): Promise<string[]> {
  const expose = RENDERED_EXPOSES[remote as keyof typeof RENDERED_EXPOSES];
  if (!expose) return [];
  const manifest = await readManifest(access, manifestUrl, remote);
  const css = manifest.exposes?.find((entry) => entry.name === expose)?.assets?.css?.sync ?? [];
  const base = new URL(manifestUrl, 'http://local.invalid');
  return css.map((file) => {
    const url = new URL(file, base);
    return url.origin === 'http://local.invalid' ? url.pathname : url.href;
  });
}

async function fileVersion(file: string): Promise<string | null> {
  try {
    const { mtimeMs, size } = await stat(file);
    return `${Math.round(mtimeMs)}-${size}`;
  } catch {
    return null;
  }
}

/**
 * A rendered page: markup, state and status, the builds that rendered it and the stylesheets it links, and the
 * remotes whose region fell back because their release could not be had in time (the browser retries them).
 */
export type Rendered = RenderResult & { builds: string; stylesheets: string[]; unavailable: RemoteName[] };

/**
 * The routes whose main content is the catalogue remote's (mf-public's App renders them through mf_catalogue):
 * their render waits for its release, within the render's budget; any other page never waits on it.
 */
const CATALOGUE_ROUTES: ReadonlySet<string> = new Set(['categories', 'products', 'product_details', 'search_products']);

/** The rendered remotes a page's main content needs: mf_public always (the public area), mf_catalogue on its routes. */
export function remotesOfPage(route: string | null): RemoteName[] {
  return route !== null && CATALOGUE_ROUTES.has(route) ? ['mf_public', 'mf_catalogue'] : ['mf_public'];
}

/** Each rendered remote's server entry (versioned), and the remotes that have none to render with now. */
interface ServerRemotes {
  entries: Partial<Record<RemoteName, string>>;
  unavailable: RemoteName[];
}

export class PageRenderer {
  private readonly checks = new Map<string, Checked>();
  private shell: { version: string; server: Promise<ShellServer> } | null = null;
  /** Each remote's stylesheets, read again when its server build changes (the two are published together). */
  private readonly styles = new Map<string, Promise<string[]>>();

  /** This process's folder of releases fetched from other origins (removed when the app closes). */
  private readonly releases = path.join(os.tmpdir(), `vitrin-releases-${process.pid}-${randomBytes(4).toString('hex')}`);
  /** Releases' server entries from other origins: single-flight, remembered failures, bounded (release-entries.ts). */
  readonly entries: ReleaseEntries;

  constructor(
    private readonly app: FastifyInstance,
    private readonly log: FastifyBaseLogger,
  ) {
    this.entries = new ReleaseEntries(
      this.releases,
      {
        revalidateMs: app.config.ssr.revalidateMs,
        retryMs: app.config.releases.retryMs,
        access: () => releaseAccess(app.config),
      },
      log,
    );
    app.addHook('onClose', async () => rm(this.releases, { recursive: true, force: true }));
  }

  /** The version of a file or URL, looked at again once it is older than the revalidation time. */
  private async version(key: string, read: () => Promise<string | null>): Promise<string | null> {
    const known = this.checks.get(key);
    const now = Date.now();
    if (known && now - known.checkedAt < this.app.config.ssr.revalidateMs) return known.version;
    const version = await read();
    this.checks.set(key, { version, checkedAt: now });
    return version;
  }

  /**
   * Each rendered remote's server entry, with its version in the query (a new version is a new entry). A release
   * on another origin is waited for at most `waitMs`, and only when the page needs it (`needed`); one that cannot
   * be had is `unavailable`: its region falls back, the rest of the page renders.
   */
  private async serverRemotes(
    needed: readonly RemoteName[],
    waitMs: number,
    remotes: Record<RemoteName, string> = this.app.releases.current(),
  ): Promise<ServerRemotes> {
    const access = releaseAccess(this.app.config);
    const found = await Promise.all(
      SERVER_RENDERED_REMOTES.map(async (remote): Promise<[RemoteName, string | null]> => {
        const location = serverEntryLocation(access, remote, remotes[remote]);
        if ('file' in location) {
          const version = await this.version(location.file, () => fileVersion(location.file));
          if (version === null) throw new Error(`${remote}: its server build ${location.file} is missing`);
          return [remote, `${pathToFileURL(location.file).href}?v=${version}`];
        }
        const version = await this.entries.version(location.url, needed.includes(remote) ? waitMs : 0);
        if (version === null) return [remote, null];
        return [remote, `${pathToFileURL(releaseFile(this.releases, location.url, version)).href}?v=${version}`];
      }),
    );
    const entries: Partial<Record<RemoteName, string>> = {};
    const unavailable: RemoteName[] = [];
    for (const [remote, entry] of found) {
      if (entry === null) unavailable.push(remote);
      else entries[remote] = entry;
    }
    return { entries, unavailable };
  }

  get db() {
    return this.app.db;
  }

  /**
   * The builds a page would be rendered with (shell and remotes), or null when one cannot be read. `remotes`: the
   * releases of the page (a canary visitor's, canary.ts); the live ones by default.
   */
  async buildVersion(remotes: Record<RemoteName, string> = this.app.releases.current()): Promise<string | null> {
    try {
      const file = this.app.config.ssr.shellServer;
      const shell = await this.version(file, () => fileVersion(file));
      if (shell === null) return null;
      // Never waits on a release: one not at hand now makes a page that is not kept.
      const { entries, unavailable } = await this.serverRemotes([], 0, remotes);
      if (unavailable.length > 0) return null;
      return [shell, ...Object.values(entries)].join(',');
    } catch {
      return null;
    }
  }

  /** The shell's server build, loaded again when a new one was built. */
  private async shellServer(): Promise<ShellServer> {
    const file = this.app.config.ssr.shellServer;
    const version = await this.version(file, () => fileVersion(file));
    if (version === null) throw new Error(`the shell's server build ${file} is missing`);
    if (this.shell?.version !== version) {
      // With asynchronous start-up, the container's exports arrive as a promise.
      const server = runCommonJs(file).then((exports) => exports as unknown as ShellServer | Promise<ShellServer>);
      this.shell = { version, server };
    }
    return this.shell.server;
  }

  /** Reads the API as the page's screens would, through its own routes in this process: no socket, no network. */
  private transport(lang: string, signal: AbortSignal): ApiTransport {
    return {
      request: async ({ url, method, params, data }) => {
        // An in-process request never waits for the network, so a render would hold the event loop from its first
        // line to its last: this turn lets the requests that arrived meanwhile reach the render gate and be answered.
        await setImmediatePromise();
        // A render past its time has been answered for (the client-rendered page): it stops here instead of
        // going on beside the renders that hold the slots.
        signal.throwIfAborted();
        const query: Record<string, string> = {};
        for (const [key, value] of Object.entries(params ?? {}))
          if (value !== undefined && value !== null) query[key] = String(value);
        const response = await this.app.inject({
          method: method as 'GET',
          url,
          query,
          payload: data as string | object | undefined,
          headers: { 'x-requested-with': 'XMLHttpRequest', cookie: `${LANG_COOKIE}=${lang}` },
        });
        let body: unknown = null;
        try {
          body = response.json();
        } catch {
          body = null;
        }
        return { status: response.statusCode, data: body };
      },
    };
  }

  /** The remotes' stylesheets, waited for `waitMs` at most (past it, the page goes without; the next one has them). */
  private async stylesheets(
    remotes: Partial<Record<RemoteName, string>>,
    waitMs: number,
    releases: Record<RemoteName, string>,
  ): Promise<string[]> {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<string[][]>((resolve) => {
      timer = setTimeout(() => resolve([]), waitMs);
    });
    const lists = Promise.all(
      Object.entries(remotes).map(([remote, entry]) => {
        let styles = this.styles.get(entry);
        if (!styles) {
          // A release that left service takes its stylesheets with it (docs/performance.md, "Release switches").
          for (const known of [...this.styles.keys()]) if (!Object.values(remotes).includes(known)) this.styles.delete(known);
          const manifestUrl = releases[remote as RemoteName];
          // Without its manifest the page still renders; the remote's script brings its styles as before.
          styles = remoteStylesheets(releaseAccess(this.app.config), remote as RemoteName, manifestUrl).catch(() => []);
          this.styles.set(entry, styles);
        }
        return styles;
      }),
    );
    try {
      return (await Promise.race([lists, gaveUp])).flat();
    } finally {
      clearTimeout(timer);
    }
  }

  /** The page rendered, or null (logged) when it could not be: the caller then sends the client-rendered page. */
  async render(
    url: string,
    lang: string,
    config: RuntimeConfig,
    needed: readonly RemoteName[] = ['mf_public'],
  ): Promise<Rendered | null> {
    // The releases of this page: the live ones, or a previewed one in the page's config (preview.ts).
    const releases = config.remotes;
    const { timeoutMs } = this.app.config.ssr;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`the render took longer than ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const work = (async () => {
        // A release the page needs is waited for half the budget at most: the other half renders the page with its
        // region fallen back (docs/architecture.md, "A remote that fails").
        const waitMs = Math.floor(timeoutMs / 2);
        const [server, { entries: remotes, unavailable }] = await Promise.all([
          this.shellServer(),
          this.serverRemotes(needed, waitMs, releases),
        ]);
        const result = await server.render({
          url,
          lang,
          config: { ...config, remotes: { ...config.remotes, ...remotes }, ...(unavailable.length > 0 ? { unavailable } : {}) },
          transport: this.transport(lang, controller.signal),
          signal: controller.signal,
        });
        // Which build of each remote rendered the page, for the page to say (`data-rendered-with`).
        const builds = Object.entries(remotes)
          .map(([name, entry]) => `${name}@${new URL(entry).searchParams.get('v') ?? ''}`)
          .join(' ');
        return { ...result, builds, stylesheets: await this.stylesheets(remotes, waitMs, releases), unavailable };
      })();
      return await Promise.race([work, timeout]);
    } catch (error) {
      // The next request tries again: a remote that could not be read is looked at afresh.
      this.checks.clear();
      cacheStats(this.app.db).renderFailures += 1;
      this.log.warn(
        { err: error, url },
        `server rendering failed, the page is rendered in the browser: ${(error as Error).message}`,
      );
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
