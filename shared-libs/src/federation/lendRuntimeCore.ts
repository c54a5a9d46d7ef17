/**
 * The shell lends its federation runtime to the remotes (docs/decisions.md, "One federation runtime per page"):
 * the remotes' browser builds set `experiments.externalRuntime` and read runtime-core from
 * `globalThis._FEDERATION_RUNTIME_CORE` instead of each carrying a copy. The package's own provider plugin lends
 * the whole module, which undoes the shell's tree-shaking (18 KB gzipped more); this lends only the names a
 * remote's runtime imports (@module-federation/runtime and its helpers, at the version the build pins).
 * shared-libs/test/lendRuntimeCore.test.ts fails when that list changes.
 */
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const LENT_RUNTIME_CORE = {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export default function lendRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'vitrin-lend-runtime-core',
    beforeInit(args) {
      // Before any remote's entry runs: the shell's runtime starts first on every page.
      (globalThis as Record<string, unknown>)._FEDERATION_RUNTIME_CORE ??= LENT_RUNTIME_CORE;
      return args;
    },
  };
}
