/**
 * In the browser builds, `react-router-dom` and `react-i18next` are shared-libs/build/slim/<name>.mjs: shared
 * chunks that hold only the names those files list. A name imported anywhere but missing there would be
 * undefined on the page, so this test reads every front end's sources and the lists, and compares them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '../..');
const SOURCES = ['shell/src', 'mf-public/src', 'mf-auth/src', 'mf-admin/src', 'mf-catalogue/src', 'shared-libs/src'];

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/** The value names a file imports from `from` (type-only imports and type-only specifiers left out). */
function importedNames(source: string, from: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${from}'`, 'g');
  for (const [, typeOnly, list] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    for (const item of list!.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

// The shell's server entry is only in the server build, which uses the full packages (StaticRouter and all).
const SERVER_ONLY = new Set([join(ROOT, 'shell/src/server.tsx')]);
const files = SOURCES.flatMap((dir) => [...sourceFiles(join(ROOT, dir))]).filter((file) => !SERVER_ONLY.has(file));

/** Each slimmed package's entry (shared-libs/build/slim/<file>.mjs). */
const SLIM_FILES: Record<string, string> = {
  'react-router-dom': 'react-router-dom',
  'react-i18next': 'react-i18next',
  'react-redux': 'react-redux',
  '@reduxjs/toolkit': 'redux-toolkit',
};

/** The names a slim entry re-exports. */
function slimExports(pkg: string): Set<string> {
  const slim = readFileSync(join(ROOT, `shared-libs/build/slim/${SLIM_FILES[pkg]}.mjs`), 'utf8');
  return new Set(
    /export\s*\{([^}]*)\}/
      .exec(slim)![1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

test.each([
  ['react-router-dom', 'Routes'],
  ['react-i18next', 'useTranslation'],
  ['react-redux', 'useSelector'],
  ['@reduxjs/toolkit', 'createSlice'],
])('every name a front end imports from %s is in its slim shared entry', (pkg, surelyUsed) => {
  const exported = slimExports(pkg);
  const missing = new Map<string, string>();
  for (const file of files) {
    for (const name of importedNames(readFileSync(file, 'utf8'), pkg)) {
      if (!exported.has(name)) missing.set(name, file.slice(ROOT.length + 1));
    }
  }
  expect(Object.fromEntries(missing)).toEqual({});
  // The scan does find the imports (a broken pattern would find nothing and pass).
  expect(files.some((file) => importedNames(readFileSync(file, 'utf8'), pkg).includes(surelyUsed))).toBe(true);
});

/** RTK Query's browser files (the `module` condition webpack takes), which import both packages themselves. */
const RTK_QUERY = ['dist/query/rtk-query.modern.mjs', 'dist/query/react/rtk-query-react.modern.mjs'].map((file) =>
  join(dirname(require.resolve('@reduxjs/toolkit/package.json')), file),
);

test.each(['react-redux', '@reduxjs/toolkit'])('every name RTK Query imports from %s is in its slim shared entry', (pkg) => {
  const exported = slimExports(pkg);
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${pkg}"`, 'g');
  const needed = RTK_QUERY.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].flatMap(([, list]) =>
      list!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!),
    ),
  ).filter(Boolean);
  expect(needed.length).toBeGreaterThan(3);
  expect(needed.filter((name) => !exported.has(name))).toEqual([]);
});

test("no front end imports 'react-router' itself (it would be a second router, outside the shared one)", () => {
  const direct = files
    .filter((file) => /from\s+'react-router'/.test(readFileSync(file, 'utf8')))
    .map((f) => f.slice(ROOT.length + 1));
  expect(direct).toEqual([]);
});
