/**
 * Federation runtime plugin of the server builds: a remote whose server build sits on this machine (a `file:`
 * entry, which the API gives for the remotes it serves itself) is read from disk and run as a CommonJS module;
 * any other entry (http, https) is fetched by @module-federation/node's loader as usual.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runs a CommonJS file afresh (never from Node's module cache), so a newly published file is a new module: how
 * the server builds load a remote's server build from disk, and how the API loads the shell's server build.
 * (Defined here, not in a module of its own: a runtime plugin runs before shared modules exist.)
 */
export async function runCommonJs(file: string): Promise<Record<string, unknown>> {
  const code = await readFile(file, 'utf8');
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const wrapper = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename: file,
  }).runInThisContext() as (...args: unknown[]) => void;
  wrapper(module.exports, module, createRequire(file), path.dirname(file), file);
  return module.exports;
}

async function runFile(entry: string, globalName: string | undefined): Promise<unknown> {
  // The query (the build's version, which makes a newly published file a new entry) is not part of the path.
  const exports = await runCommonJs(fileURLToPath(entry.split('?')[0]!));
  return (globalName && exports[globalName]) || exports;
}

export default function vitrinServerRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vitrin-server-files',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      return runFile(remoteInfo.entry, remoteInfo.entryGlobalName) as never;
    },
  };
}
