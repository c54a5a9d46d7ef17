/**
 * The remotes take runtime-core from the shell (shared-libs/src/federation/lendRuntimeCore.ts): a name a remote's
 * runtime imports but the shell does not lend would be undefined on the page. This reads what
 * @module-federation/runtime (the runtime a remote bundles) imports from runtime-core, at the installed version,
 * and compares it with the lent names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const runtimeDist = join(dirname(require.resolve('@module-federation/runtime/package.json')), 'dist');
const lender = readFileSync(join(__dirname, '../src/federation/lendRuntimeCore.ts'), 'utf8');

/** Names the runtime's files import from runtime-core by name (core.js re-exports the whole module for `runtime/core`, which our builds do not use). */
function importedFromRuntimeCore(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(runtimeDist).filter((name) => name.endsWith('.js') && name !== 'core.js')) {
    const source = readFileSync(join(runtimeDist, file), 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@module-federation\/runtime-core"/g)) {
      for (const name of list!.split(',')) if (name.trim()) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

test('the shell lends every name a remote runtime imports from runtime-core', () => {
  const lent = new Set(
    /LENT_RUNTIME_CORE = \{([^}]*)\}/
      .exec(lender)![1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const needed = importedFromRuntimeCore();
  expect(needed.size).toBeGreaterThan(5);
  expect([...needed].filter((name) => !lent.has(name))).toEqual([]);
});
