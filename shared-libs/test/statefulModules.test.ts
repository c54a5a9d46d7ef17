/**
 * Only the shared-libs modules that keep state are federation singletons (shared-libs/build/federation.cjs,
 * SHARED_LIBS_STATEFUL); every other module is copied into each remote that imports it. A module that keeps state
 * but is missing from the list would exist twice on a page (two stores, two i18next instances, two axios clients),
 * so this test reads every shared-libs module and fails when one that keeps state is not shared.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED_LIBS_STATEFUL } = require('../build/federation.cjs') as { SHARED_LIBS_STATEFUL: string[] };

const SRC = join(__dirname, '../src');

/** What keeps state at module level: a variable, a mutable collection, a context, an API slice, a store or a client. */
const KEEPS_STATE = [
  /^(export )?let /m,
  /^(export )?const \w+ = new (Map|Set|WeakMap)</m,
  /\bcreateContext[<(]/,
  /\b(createApi|buildCreateApi|createSlice|configureStore|combineSlices|createInstance)\(/,
  /\.injectEndpoints\(/,
  /\baxios\.create\(/,
];

function* modules(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* modules(path);
    else if (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name)) yield path;
  }
}

const all = [...modules(SRC)].map((path) => ({
  name: relative(SRC, path).replace(/\.tsx?$/, ''),
  source: readFileSync(path, 'utf8'),
}));

describe('shared-libs singletons', () => {
  it('shares every module that keeps state', () => {
    const stateful = all.filter(({ source }) => KEEPS_STATE.some((pattern) => pattern.test(source))).map(({ name }) => name);
    expect(stateful).toContain('store/publicStore');
    expect(stateful).toContain('i18n/i18n');
    expect(stateful.filter((name) => !SHARED_LIBS_STATEFUL.includes(name))).toEqual([]);
  });

  it('names only modules that exist', () => {
    const names = new Set(all.map(({ name }) => name));
    expect(SHARED_LIBS_STATEFUL.filter((name) => !names.has(name))).toEqual([]);
  });
});
