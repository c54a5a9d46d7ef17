/**
 * A team's releases in the browser tests (docs/deployment.md, "A team's release"): copies of a remote's build in
 * folders of a static server on another origin (one per version, as a CDN holds them), and the worker's server
 * switched to one through the API, as the "Sürümler" screen does. The data reset of the next file switches back.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ownPort } from './ports';
import { ADMIN_EMAIL, ADMIN_PASSWORD, REPO_ROOT, serveFolder } from './server';

export interface Cdn {
  /** http://127.0.0.1:port, the origin the releases are served from. */
  url: string;
  /** The folder that holds one sub-folder per version. */
  root: string;
  /** `version`'s manifest address. */
  manifest: (version: string) => string;
  close: () => Promise<void>;
}

/**
 * A static server on the worker's `n`th own port holding a copy of `remoteDir`'s build per version; call it in a
 * `beforeAll` (it writes nothing to the API server).
 */
export async function startCdn(remoteDir: string, versions: readonly string[], n = 0): Promise<Cdn> {
  const root = await mkdtemp(join(tmpdir(), 'vitrin-cdn-'));
  for (const version of versions) await cp(join(REPO_ROOT, remoteDir, 'dist'), join(root, version), { recursive: true });
  const port = ownPort(test.info().parallelIndex, n);
  const server: Server = await serveFolder(root, port);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    root,
    manifest: (version) => `${url}/${version}/mf-manifest.json`,
    close: async () => {
      await new Promise((done) => server.close(done));
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API as the Süper Yönetici and asks for `remote` to be served from `url`. */
export async function switchRelease(
  request: APIRequestContext,
  remote: string,
  url: string,
): Promise<{ status: number; body: { success: boolean; message: string } }> {
  const page = await (await request.get('/giris-yap')).text();
  const csrf = JSON.parse(/<script[^>]*id="vitrin-csrf"[^>]*>([^<]*)<\/script>/.exec(page)?.[1] ?? '""') as string;
  const login = await request.post('/api/auth/login', {
    headers: { 'X-CSRF-TOKEN': csrf },
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const { token } = (await login.json()) as { token?: string };
  expect(token, 'the Süper Yönetici signs in').toBeTruthy();
  const answer = await request.put('/api/admin/releases', {
    headers: { Authorization: `Bearer ${token}`, 'X-CSRF-TOKEN': csrf },
    data: { remote, url },
  });
  return { status: answer.status(), body: (await answer.json()) as { success: boolean; message: string } };
}
