/**
 * A team's own check of a release (`npm run release:check -- <manifest address>`, docs/deployment.md, "A team's
 * release"): the same gate as the "Sürümler" screen, then the remote's pages rendered once on the server with that
 * release against the installed shell (DIST_ROOT), on a demo site of its own (a temporary SQLite database), so the
 * live site is neither read nor changed. Passes when the gate finds nothing and every page is rendered on the
 * server, with the release, its region not fallen back.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import { PUBLIC_ROUTES, routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { buildApp } from './app';
import { loadConfig, REMOTE_NAMES } from './config';
import { fetchTrusted, parseManifest } from './modules/releases/origins';
import { gateProblems } from './modules/releases/service';

/** The pages a remote's check renders (the demo site's). */
const PAGES: Record<RemoteName, string[]> = {
  mf_public: [`${PUBLIC_ROUTES.home}?lang=en`, `${PUBLIC_ROUTES.about_us}?lang=tr`],
  mf_catalogue: [
    `${routePath('categories', 'air_springs')}?lang=en`,
    `${routePath('product_details', 'vt-4881-np01')}?lang=tr`,
    `${PUBLIC_ROUTES.search_products}?search=4881`,
  ],
  mf_auth: [],
  mf_admin: [],
};

const SETTING: Record<RemoteName, string> = {
  mf_public: 'MF_PUBLIC_URL',
  mf_auth: 'MF_AUTH_URL',
  mf_admin: 'MF_ADMIN_URL',
  mf_catalogue: 'MF_CATALOGUE_URL',
};

export interface ReleaseCheck {
  remote: RemoteName;
  reasons: string[];
  pages: { url: string; status: number; rendered: boolean }[];
}

/** The remote a manifest address is for: the folder of a same-site one, else its manifest's name. */
async function remoteOf(url: string): Promise<RemoteName | null> {
  const local = /^\/mf\/([a-z_]+)\//.exec(url)?.[1];
  if (local) return (REMOTE_NAMES as readonly string[]).includes(local) ? (local as RemoteName) : null;
  try {
    const access = { distRoot: os.tmpdir(), origins: [new URL(url).origin], maxBytes: 10 * 1024 * 1024 };
    const name = (parseManifest(await fetchTrusted(access, url, 5000)) as { name?: unknown } | null)?.name;
    return (REMOTE_NAMES as readonly unknown[]).includes(name) ? (name as RemoteName) : null;
  } catch {
    return null;
  }
}

export async function checkRelease(
  url: string,
  env: Record<string, string | undefined> = process.env,
  remote?: RemoteName,
): Promise<ReleaseCheck> {
  const which = remote ?? (await remoteOf(url));
  if (!which) return { remote: 'mf_catalogue', reasons: ['the manifest names no remote of this site'], pages: [] };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrin-release-check-'));
  const app = buildApp(
    loadConfig({
      ...env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      // The throwaway site's first account: set, so no password is printed for a site that is gone a second later.
      ADMIN_EMAIL: 'release-check@vitrin.local',
      ADMIN_PASSWORD: `Rc-${randomBytes(9).toString('base64url')}-9`,
      LOG_LEVEL: env.LOG_LEVEL ?? 'silent',
      [SETTING[which]]: url,
      // The release's own origin is trusted for this check alone (the site's RELEASE_ORIGINS is the operator's).
      RELEASE_ORIGINS: /^https?:\/\//.test(url) ? new URL(url).origin : '',
      SSR_CACHE_ENTRIES: '0',
      SSR_TIMEOUT_MS: env.SSR_TIMEOUT_MS ?? '20000',
    }),
  );
  try {
    await app.ready();
    const reasons = await gateProblems(app, which, url);
    const pages: ReleaseCheck['pages'] = [];
    if (reasons.length > 0) return { remote: which, reasons, pages };
    for (const page of PAGES[which]) {
      const res = await app.inject({ url: page });
      const renderedWith = /data-rendered-with="([^"]*)"/.exec(res.body)?.[1] ?? '';
      const rendered = renderedWith.includes(`${which}@`) && !res.body.includes(`data-remote-fallback="${which}/`);
      pages.push({ url: page, status: res.statusCode, rendered });
      if (res.statusCode !== 200 || !rendered)
        reasons.push(`${page}: ${res.statusCode}, ${rendered ? 'rendered' : 'not rendered on the server with the release'}`);
    }
    return { remote: which, reasons, pages };
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
