/**
 * The compatibility gate of a remote's release (docs/deployment.md, "A team's release"): before the site serves a
 * release, its manifest must be readable and every singleton it shares must be one the shell provides at a version
 * its `requiredVersion` accepts (a release built against another React major would break every page it is on).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import { REPO_ROOT } from '../../config';
import {
  checkReleaseAddress,
  fetchTrusted,
  parseManifest,
  readTrusted,
  RELEASE_RULES,
  ReleaseRefused,
  type ReleaseAccess,
} from './origins';

interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface ReleaseManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    publicPath?: string;
    buildInfo?: { buildVersion?: string };
  };
  shared?: SharedEntry[];
  exposes?: { name: string; assets?: { css?: { sync?: string[] } } }[];
}

/**
 * A release's manifest, from the build's folder or a trusted origin (5 s and RELEASE_MAX_BYTES at most), after the
 * address rules (origins.ts); `remote` given, a same-site address must be that remote's own folder.
 */
export async function readManifest(access: ReleaseAccess, manifestUrl: string, remote?: RemoteName): Promise<ReleaseManifest> {
  checkReleaseAddress(access, manifestUrl, remote);
  return parseManifest(await fetchTrusted(access, manifestUrl, 5000)) as ReleaseManifest;
}

const fromRepo = createRequire(path.join(REPO_ROOT, 'package.json'));

/** The version of a package the shell was built with (the repository's own), or null when it has none. */
function providedVersion(pkg: string): string | null {
  try {
    return (fromRepo(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    return null;
  }
}

/** Why the release cannot be served (one line per singleton it needs that the shell does not provide), or []. */
export function incompatibilities(manifest: ReleaseManifest, provided = providedVersion): string[] {
  const problems: string[] = [];
  for (const entry of manifest.shared ?? []) {
    if (!entry.singleton || entry.name.startsWith('@vitrin/') || !entry.requiredVersion) continue;
    const have = provided(entry.name);
    if (have === null) continue;
    // What the release wrote is repeated only when it is a version range (docs/security.md, "Releases").
    if (!semver.validRange(entry.requiredVersion)) problems.push(`${entry.name}: its required version is not a version range`);
    else if (!semver.satisfies(have, entry.requiredVersion))
      problems.push(`${entry.name} ${entry.requiredVersion} is asked for; the site provides ${have}`);
  }
  return problems;
}

/**
 * The address of a release's browser entry (its manifest's `metaData.remoteEntry`): beside the manifest, or under
 * its `publicPath` when that is an address of its own.
 */
export function browserEntryUrl(manifest: ReleaseManifest, manifestUrl: string): string {
  const entry = manifest.metaData?.remoteEntry;
  const name = entry?.name ?? 'remoteEntry.js';
  const folder = entry?.path ? `${entry.path.replace(/\/+$/, '')}/` : '';
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && /^https?:\/\//.test(publicPath) ? publicPath : manifestUrl;
  return new URL(`${folder}${name}`, base).href;
}

/**
 * A release on another origin is loaded by the browser across origins: its entry must answer the site's `Origin`
 * with `Access-Control-Allow-Origin` naming it (or `*`), else every browser refuses it after the server rendered the
 * page (docs/deployment.md, "A team's release"). A same-site release (`/mf/…`) needs none.
 */
export async function checkBrowserEntry(
  access: ReleaseAccess,
  manifest: ReleaseManifest,
  manifestUrl: string,
  siteOrigin: string,
): Promise<void> {
  if (manifestUrl.startsWith('/mf/')) return;
  const entry = browserEntryUrl(manifest, manifestUrl);
  const { headers } = await readTrusted(access, entry, 5000, { origin: siteOrigin });
  const allowed = headers?.get('access-control-allow-origin')?.trim();
  if (allowed !== '*' && allowed !== siteOrigin)
    throw new ReleaseRefused(RELEASE_RULES.cors, `${entry} answered Access-Control-Allow-Origin: ${allowed ?? '(none)'}`);
}
