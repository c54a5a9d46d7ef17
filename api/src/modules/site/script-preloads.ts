/**
 * The scripts a public page's start runs, announced in its head (docs/architecture.md, "Server rendering", and
 * docs/performance.md, "One round trip to every script"): the shell's start files (its build's start-files.json:
 * each step's chunks and the shared modules they consume) and, for each remote the page's content needs, its entry
 * and the rendered exposure's files (read from its mf-manifest.json). Without them each file is asked for only once
 * the one before it is evaluated: shell → its steps → the remote's entry → its exposure, a round trip each.
 *
 * Not announced: a remote's own shared modules (the manifest lists every file of each, not which the exposure
 * consumes; announced, half of them went unused) and a route's lazy chunks (the manifest lists an exposure's lazy
 * chunks together, not per route).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import { readManifest } from '../releases/gate';
import type { ReleaseAccess } from '../releases/origins';

/** The exposure each rendered remote's page content comes from (ssr.ts renders the same ones). */
const PAGE_EXPOSES: Partial<Record<RemoteName, string>> = { mf_public: 'App', mf_catalogue: 'public' };

/** Where the shell's browser build is served (its webpack publicPath in production). */
export const SHELL_PUBLIC_PATH = '/mf/shell/';

export interface StartFiles {
  /** The shell's start scripts, as the page asks for them. */
  js: string[];
}

interface ManifestAssets {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

/** The shell's start-files.json beside its index.html, or none when the build has not written one. */
export async function readStartFiles(shellTemplate: string): Promise<StartFiles> {
  try {
    const text = await readFile(path.join(path.dirname(shellTemplate), 'start-files.json'), 'utf8');
    const { js } = JSON.parse(text) as StartFiles;
    return { js: js.map((file) => `${SHELL_PUBLIC_PATH}${file}`) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { js: [] };
    throw error;
  }
}

/** A file named in a manifest, as the page would ask for it: same-site as a path, another origin's in full. */
function fileUrl(manifestUrl: string, file: string): string {
  const url = new URL(file, new URL(manifestUrl, 'http://local.invalid'));
  return url.origin === 'http://local.invalid' ? url.pathname : url.href;
}

/** A remote's files that a page rendered with it runs at once: its entry and the exposure's synchronous chunks. */
export function remoteStartFiles(manifest: ManifestAssets, manifestUrl: string, remote: RemoteName): string[] {
  const expose = PAGE_EXPOSES[remote];
  if (!expose) return [];
  const entry = manifest.metaData?.remoteEntry;
  const files = entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : [];
  files.push(...(manifest.exposes?.find((e) => e.name === expose)?.assets?.js?.sync ?? []));
  return files.map((file) => fileUrl(manifestUrl, file));
}

/**
 * Every script a public page's start runs, in the order they are needed: the shell's, then each remote's in
 * `remotes` order. A manifest that cannot be read adds nothing: the page loads as before.
 */
export async function pageScripts(
  access: ReleaseAccess,
  start: StartFiles,
  remotes: readonly RemoteName[],
  manifests: Record<RemoteName, string>,
): Promise<string[]> {
  const files = [...start.js];
  for (const remote of remotes) {
    const manifestUrl = manifests[remote];
    const manifest = (await readManifest(access, manifestUrl, remote).catch(() => null)) as ManifestAssets | null;
    if (manifest) files.push(...remoteStartFiles(manifest, manifestUrl, remote));
  }
  return [...new Set(files)];
}
