/**
 * The compatibility gate of a remote's release (docs/deployment.md, "A team's release"): before the site serves a
 * release, its manifest must be readable and every singleton it shares must be one the shell provides at a version
 * its `requiredVersion` accepts (a release built against another React major would break every page it is on).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import { REPO_ROOT } from '../../config';
import { FRONT_END_DIRS } from '../site/static';

interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface ReleaseManifest {
  shared?: SharedEntry[];
  exposes?: { name: string; assets?: { css?: { sync?: string[] } } }[];
}

/** A manifest address of ours (`/mf/<remote>/…`) as a file of the build, else null. */
export function localManifestFile(distRoot: string, manifestUrl: string): string | null {
  const local = /^\/mf\/([a-z_]+)\/(.*)$/.exec(manifestUrl);
  const name = local?.[1] as RemoteName | undefined;
  if (!local || !name || !(name in FRONT_END_DIRS)) return null;
  return path.join(distRoot, FRONT_END_DIRS[name], 'dist', local[2] ?? '');
}

/** A release's manifest, from the build's folder or over http(s) (5 s at most). */
export async function readManifest(distRoot: string, manifestUrl: string): Promise<ReleaseManifest> {
  const file = localManifestFile(distRoot, manifestUrl);
  if (file) return JSON.parse(await readFile(file, 'utf8')) as ReleaseManifest;
  if (!/^https?:\/\//.test(manifestUrl)) throw new Error('the address is neither /mf/… nor http(s)');
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`its manifest answered ${response.status}`);
  return (await response.json()) as ReleaseManifest;
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
    if (!semver.validRange(entry.requiredVersion) || !semver.satisfies(have, entry.requiredVersion)) {
      problems.push(`${entry.name} ${entry.requiredVersion} is asked for; the site provides ${have}`);
    }
  }
  return problems;
}
