/**
 * Loads a federated module by its id (`mf_public/App`), registering its remote from the page's runtime
 * config on first use: no remote URL is built into any bundle (docs/architecture.md, "Sharing").
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@vitrin/shared-libs/config/runtimeConfig';
import { failedRemotes } from '@vitrin/shared-libs/federation/runtimePlugin';
import { markFailure } from '@vitrin/shared-libs/federation/beacon';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import { nextTask } from '@vitrin/shared-libs/utils/nextTask';

/** Each registered remote's entry URL. */
const registered = new Map<string, string>();

/** The entry a remote is loaded from now: the runtime config's (on the server, the newest published build's). */
export function remoteEntry(remote: RemoteName): string {
  const entry = getRuntimeConfig().remotes[remote];
  if (!entry) throw new Error(`No URL is configured for the remote ${remote}.`);
  return entry;
}

function ensureRegistered(remote: RemoteName, force: boolean): void {
  const entry = remoteEntry(remote);
  const known = registered.get(remote);
  if (known === entry && !force) return;
  // A new entry (the server found a newly published build) replaces the loaded container.
  registerRemotes([{ name: remote, entry }], { force: known !== undefined });
  registered.set(remote, entry);
}

/**
 * Loads `remote/expose`; after a failure, the next call fetches the remote's entry again (Retry). The remote's
 * entry is set up (its container, its shared modules) in one task, and the exposed module evaluated in the next:
 * two short tasks on a phone, not one long one (docs/performance.md, "The start in steps").
 */
export async function loadRemoteModule<T>(id: `${RemoteName}/${string}`): Promise<T> {
  const remote = id.split('/')[0] as RemoteName;
  const retrying = failedRemotes().delete(remote);
  ensureRegistered(remote, retrying);
  // Where it failed is kept on the error, for the region's failure beacon (beacon.ts).
  const factory = await loadRemote<() => T | Promise<T>>(id, { loadFactory: false, from: 'runtime' }).catch((error: unknown) => {
    throw markFailure(error, 'entry');
  });
  if (!factory) throw markFailure(new Error(`The remote module ${id} could not be loaded.`), 'module');
  await nextTask();
  const module = await Promise.resolve()
    .then(factory)
    .catch((error: unknown) => {
      throw markFailure(error, 'module');
    });
  if (!module) throw markFailure(new Error(`The remote module ${id} could not be loaded.`), 'module');
  return module;
}
