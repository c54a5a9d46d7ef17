/**
 * Loads a federated module by its id (`mf_public/App`), registering its remote from the page's runtime
 * config on first use: no remote URL is built into any bundle (ARCHITECTURE.md §3).
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { failedRemotes } from '@vitrin/shared-libs/federation/runtimePlugin';
import type { RemoteName } from '@vitrin/shared-libs/types/api';

const registered = new Set<string>();

function ensureRegistered(remote: RemoteName, force: boolean): void {
  if (registered.has(remote) && !force) return;
  const entry = getRuntimeConfig().remotes[remote];
  if (!entry) throw new Error(`No URL is configured for the remote ${remote}.`);
  registerRemotes([{ name: remote, entry }], { force: force && registered.has(remote) });
  registered.add(remote);
}

/** Loads `remote/expose`; after a failure, the next call fetches the remote's entry again (Retry). */
export async function loadRemoteModule<T>(id: `${RemoteName}/${string}`): Promise<T> {
  const remote = id.split('/')[0] as RemoteName;
  const retrying = failedRemotes().delete(remote);
  ensureRegistered(remote, retrying);
  const module = await loadRemote<T>(id);
  if (!module) throw new Error(`The remote module ${id} could not be loaded.`);
  return module;
}
