/**
 * The server entries of releases served from other origins (docs/architecture.md, "A remote that fails"): fetched
 * into this process's release folder under their content hash, so Node runs one as it runs a build of ours. A
 * page never waits on one longer than it is told to: at most one fetch per address is in flight in this process
 * (every render asking meanwhile shares it), a failed fetch is remembered for RELEASE_RETRY_SECONDS (no render asks
 * the origin again meanwhile), and each fetch is bounded in time and size (origins.ts, RELEASE_MAX_BYTES).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { fetchTrusted, type ReleaseAccess } from '../releases/origins';

/** The longest one fetch of a server entry may take, whatever a render waits. */
const FETCH_TIMEOUT_MS = 5000;

const hash = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Where a release's fetched server entry is kept: one file per address and content. */
export const releaseFile = (folder: string, url: string, version: string) => path.join(folder, `${hash(url)}-${version}.js`);

interface EntryState {
  /** The content hash of the last good fetch, or null before one. */
  version: string | null;
  /** When the version was fetched (it is fetched again once older than the revalidation time). */
  fetchedAt: number;
  /** When the last fetch failed; none is started again before RELEASE_RETRY_SECONDS. */
  failedAt: number | null;
  inFlight: Promise<string | null> | null;
}

export class ReleaseEntries {
  private readonly states = new Map<string, EntryState>();
  /** Fetches started, by address (a test and /metrics read it). */
  readonly fetches = new Map<string, number>();

  constructor(
    private readonly folder: string,
    private readonly options: { revalidateMs: number; retryMs: number; access: () => ReleaseAccess },
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The version of `url`'s server entry to render with, waiting at most `waitMs` for a fetch under way; null when
   * there is none now (not fetched yet, or failed within the back-off): the remote's region falls back.
   */
  async version(url: string, waitMs: number): Promise<string | null> {
    const now = Date.now();
    let state = this.states.get(url);
    if (!state) {
      state = { version: null, fetchedAt: 0, failedAt: null, inFlight: null };
      this.states.set(url, state);
    }
    if (state.failedAt !== null && now - state.failedAt < this.options.retryMs) return null;
    if (state.version !== null && now - state.fetchedAt < this.options.revalidateMs) return state.version;
    state.inFlight ??= this.fetch(url, state);
    // Looked at again while the last good version still renders.
    if (state.version !== null) return state.version;
    if (waitMs <= 0) return null;
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    try {
      return await Promise.race([state.inFlight, gaveUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async fetch(url: string, state: EntryState): Promise<string | null> {
    this.fetches.set(url, (this.fetches.get(url) ?? 0) + 1);
    try {
      const code = await fetchTrusted(this.options.access(), url, FETCH_TIMEOUT_MS);
      const version = hash(code);
      await mkdir(this.folder, { recursive: true });
      // A file already holding this content is not written again.
      await writeFile(releaseFile(this.folder, url, version), code, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      Object.assign(state, { version, fetchedAt: Date.now(), failedAt: null });
      return version;
    } catch (error) {
      // A failed fetch forgets the last version too: its browser files are as unreachable as its server entry.
      Object.assign(state, { version: null, failedAt: Date.now() });
      const { message, detail } = error as Error & { detail?: string };
      this.log.warn({ url, detail }, `a release's server entry could not be fetched; its region falls back: ${message}`);
      return null;
    } finally {
      state.inFlight = null;
    }
  }
}
