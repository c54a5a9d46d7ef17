/**
 * Federation runtime plugin of the shell (the runtime that loads every remote): records which remotes failed to load so a Retry
 * can re-register them and fetch their entry afresh, and names the failure clearly in the console.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type FailureRegistry = Set<string>;

const GLOBAL_KEY = '__VITRIN_FAILED_REMOTES__';

/** One registry per page, whichever container's copy of this plugin runs. */
export function failedRemotes(): FailureRegistry {
  const scope = globalThis as unknown as Record<string, FailureRegistry | undefined>;
  return (scope[GLOBAL_KEY] ??= new Set<string>());
}

export default function vitrinRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vitrin-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = id.split('/')[0] ?? id;
      failedRemotes().add(remote);
      console.error(`[vitrin] remote module "${id}" could not be loaded (${lifecycle}):`, error);
      // Returning nothing lets the error reach the error boundary, which shows the fallback with Retry.
      return undefined;
    },
  };
}
