/**
 * @jest-environment node
 *
 * The layering lint works (docs/architecture.md, "Where things live"): ESLint, with the repo's own
 * eslint.config.mjs, fails a feature that imports the app layer or another feature, a shared component that
 * imports a feature, lib/ that imports the app, a front end that imports another's source by path, shared-libs
 * that imports a front end, and a cycle (even through a lazy import()); it passes a feature that keeps
 * to its own folder and the shared places. In the API it fails lib/, db/ (the seed too) or config.ts importing a
 * plugin or a module, a plugin or ops/ importing a module, a plugin or a module importing the app, and a cycle;
 * it passes each layer importing from below it. The config reads the feature folders beside itself, so the test
 * copies it into a small tree of fixture files and lints that tree.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

const lines = (...text: string[]) => [...text, ''].join('\n');

const FIXTURES: Record<string, string> = {
  'tsconfig.base.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx' } }),
  'mf-admin/tsconfig.json': JSON.stringify({ extends: '../tsconfig.base.json', include: ['src'] }),
  'api/tsconfig.json': JSON.stringify({ extends: '../tsconfig.base.json', include: ['src'] }),
  'mf-admin/src/app/routes.ts': "export const HOME = '/admin';\n",
  'mf-admin/src/lib/paths.ts': "export const LIST = '/admin/list';\n",
  'mf-admin/src/features/alpha/api/getAlpha.ts': "export const alpha = 'alpha';\n",
  'mf-admin/src/features/beta/components/Beta.tsx': "export const beta = 'beta';\n",
  // Keeps the rules: its own feature, lib/ and a package.
  'mf-admin/src/features/alpha/components/Good.tsx': [
    "import { alpha } from '../api/getAlpha';",
    "import { LIST } from '../../../lib/paths';",
    'export const good = alpha + LIST;',
    '',
  ].join('\n'),
  'mf-admin/src/features/alpha/components/FromApp.tsx': [
    "import { HOME } from '../../../app/routes';",
    'export const fromApp = HOME;',
    '',
  ].join('\n'),
  'mf-admin/src/features/alpha/components/FromOtherFeature.tsx': [
    "import { beta } from '../../beta/components/Beta';",
    'export const fromOther = beta;',
    '',
  ].join('\n'),
  'mf-admin/src/components/FromFeature.tsx': [
    "import { beta } from '../features/beta/components/Beta';",
    'export const fromFeature = beta;',
    '',
  ].join('\n'),
  'mf-admin/src/lib/fromApp.ts': ["import { HOME } from '../app/routes';", 'export const libHome = HOME;', ''].join('\n'),
  'mf-public/src/widget.ts': "export const widget = 'widget';\n",
  'mf-admin/src/features/alpha/components/FromOtherFrontEnd.tsx': [
    "import { widget } from '../../../../../mf-public/src/widget';",
    'export const fromOtherFrontEnd = widget;',
    '',
  ].join('\n'),
  'shared-libs/src/fromFrontEnd.ts': [
    "import { LIST } from '@vitrin/mf-admin/src/lib/paths';",
    'export const fromFrontEnd = LIST;',
    '',
  ].join('\n'),
  // A cycle through a lazy import().
  'mf-admin/src/features/alpha/cycleA.ts': [
    "import { later } from './cycleB';",
    'export const a = 1;',
    'export const useLater = later;',
    '',
  ].join('\n'),
  'mf-admin/src/features/alpha/cycleB.ts': ["export const later = () => import('./cycleA');", ''].join('\n'),
  // The app composes features: it may import any of them.
  'mf-admin/src/app/App.tsx': [
    "import { good } from '../features/alpha/components/Good';",
    "import { beta } from '../features/beta/components/Beta';",
    'export const app = good + beta;',
    '',
  ].join('\n'),
  // The API's layers.
  // Each layer importing from below it: these pass.
  'api/src/config.ts': 'export const PORT = 8080;\n',
  'api/src/db/connection.ts': lines("import { PORT } from '../config';", 'export const db = PORT;'),
  'api/src/lib/http.ts': lines("import { db } from '../db/connection';", 'export const ok = db;'),
  'api/src/db/seed/index.ts': lines("import { ok } from '../../lib/http';", 'export const seed = ok;'),
  'api/src/plugins/errors.ts': lines(
    "import { ok } from '../lib/http';",
    "import { seed } from '../db/seed/index';",
    'export const errors = ok + seed;',
  ),
  'api/src/ops/backup.ts': lines("import { db } from '../db/connection';", 'export const backup = db;'),
  'api/src/modules/pages/repo.ts': lines(
    "import { ok } from '../../lib/http';",
    "import { errors } from '../../plugins/errors';",
    'export const pages = ok + errors;',
  ),
  'api/src/modules/media/repo.ts': lines("import { pages } from '../pages/repo';", 'export const media = pages;'),
  'api/src/app.ts': lines(
    "import { media } from './modules/media/repo';",
    "import { errors } from './plugins/errors';",
    "import { backup } from './ops/backup';",
    'export const app = media + errors + backup;',
  ),
  // Each breaks a rule.
  'api/src/lib/fromModule.ts': lines("import { pages } from '../modules/pages/repo';", 'export const libPages = pages;'),
  'api/src/lib/fromPlugin.ts': lines("import { errors } from '../plugins/errors';", 'export const libErrors = errors;'),
  'api/src/db/seed/fromModule.ts': lines("import { pages } from '../../modules/pages/repo';", 'export const seedPages = pages;'),
  'api/src/plugins/fromModule.ts': lines("import { pages } from '../modules/pages/repo';", 'export const pluginPages = pages;'),
  'api/src/ops/fromModule.ts': lines("import { media } from '../modules/media/repo';", 'export const opsMedia = media;'),
  'api/src/plugins/fromApp.ts': lines("import { app } from '../app';", 'export const pluginApp = app;'),
  'api/src/modules/pages/fromApp.ts': lines("import { app } from '../../app';", 'export const pagesApp = app;'),
  // A cycle inside one layer (two modules), one side through a lazy import().
  'api/src/modules/media/cycleA.ts': lines(
    "import { later } from '../pages/cycleB';",
    'export const a = 1;',
    'export const useLater = later;',
  ),
  'api/src/modules/pages/cycleB.ts': lines("export const later = () => import('../media/cycleA');"),
};

/** Runs ESLint's Node API in a process of its own: it loads the config with import(), which Jest's VM cannot. */
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' });
const results = await eslint.lintFiles(['mf-admin/src', 'shared-libs/src', 'api/src']);
process.stdout.write(JSON.stringify(results.map((r) => ({
  file: r.filePath,
  messages: r.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })),
}))));
`;

interface LintResult {
  file: string;
  messages: { ruleId: string | null; message: string }[];
}

let tree: string;
let byFile: Map<string, LintResult['messages']>;

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'vitrin-layering-'));
  for (const [file, text] of Object.entries(FIXTURES)) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  }
  copyFileSync(path.join(ROOT, 'eslint.config.mjs'), path.join(tree, 'eslint.config.mjs'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
  writeFileSync(path.join(tree, 'lint.mjs'), LINT_SCRIPT);
  const out = execFileSync(process.execPath, ['lint.mjs'], { cwd: tree, encoding: 'utf8' });
  const results = JSON.parse(out) as LintResult[];
  byFile = new Map(results.map((result) => [path.relative(tree, result.file), result.messages]));
});

afterAll(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
});

const layering = (file: string) =>
  byFile
    .get(file)
    ?.filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message);

test('every fixture is linted', () => {
  expect([...byFile.keys()].sort()).toEqual(
    Object.keys(FIXTURES)
      .filter((file) => ['mf-admin/src/', 'shared-libs/src/', 'api/src/'].some((dir) => file.startsWith(dir)))
      .sort(),
  );
});

test('a feature that imports the app layer fails', () => {
  expect(layering('mf-admin/src/features/alpha/components/FromApp.tsx')).toEqual([
    expect.stringContaining('features must not import the app layer'),
  ]);
});

test("a feature that imports another feature's file fails", () => {
  expect(layering('mf-admin/src/features/alpha/components/FromOtherFeature.tsx')).toEqual([
    expect.stringContaining('features do not import each other'),
  ]);
});

test('a shared component that imports a feature fails', () => {
  expect(layering('mf-admin/src/components/FromFeature.tsx')).toEqual([
    expect.stringContaining('shared components do not import features'),
  ]);
});

test('lib/ that imports the app layer fails', () => {
  expect(layering('mf-admin/src/lib/fromApp.ts')).toEqual([expect.stringContaining('lib does not import the app layer')]);
});

test("a front end that imports another front end's source by path fails", () => {
  expect(layering('mf-admin/src/features/alpha/components/FromOtherFrontEnd.tsx')).toEqual([
    expect.stringContaining("a front end never imports another front end's source"),
  ]);
});

test('shared-libs that imports a front end fails', () => {
  expect(byFile.get('shared-libs/src/fromFrontEnd.ts')?.map((m) => `${m.ruleId}: ${m.message}`)).toEqual([
    expect.stringContaining('no-restricted-imports: '),
  ]);
  expect(byFile.get('shared-libs/src/fromFrontEnd.ts')?.[0]?.message).toContain('shared-libs never imports a front end');
});

test('a cycle, though one side is a lazy import(), fails on both files', () => {
  for (const file of ['mf-admin/src/features/alpha/cycleA.ts', 'mf-admin/src/features/alpha/cycleB.ts']) {
    expect(byFile.get(file)?.map((m) => m.ruleId)).toEqual(['import/no-cycle']);
  }
});

test('a feature that keeps to its own folder and lib/, and the app over features, pass', () => {
  expect(byFile.get('mf-admin/src/features/alpha/components/Good.tsx')).toEqual([]);
  expect(byFile.get('mf-admin/src/app/App.tsx')).toEqual([]);
});

test('API: lib/ that imports a module or a plugin fails', () => {
  expect(layering('api/src/lib/fromModule.ts')).toEqual([expect.stringContaining('config, db and lib import no plugin')]);
  expect(layering('api/src/lib/fromPlugin.ts')).toEqual([expect.stringContaining('config, db and lib import no plugin')]);
});

test('API: the seed that imports a module fails', () => {
  expect(layering('api/src/db/seed/fromModule.ts')).toEqual([expect.stringContaining('config, db and lib import no plugin')]);
});

test('API: a plugin or ops/ that imports a module fails', () => {
  expect(layering('api/src/plugins/fromModule.ts')).toEqual([expect.stringContaining('plugins and ops import no module')]);
  expect(layering('api/src/ops/fromModule.ts')).toEqual([expect.stringContaining('plugins and ops import no module')]);
});

test('API: a plugin or a module that imports the app fails', () => {
  expect(layering('api/src/plugins/fromApp.ts')).toEqual([
    expect.stringContaining('plugins and ops import no module or the app'),
  ]);
  expect(layering('api/src/modules/pages/fromApp.ts')).toEqual([
    expect.stringContaining('modules do not import the composition'),
  ]);
});

test('API: a cycle between two modules, though one side is a lazy import(), fails on both files', () => {
  for (const file of ['api/src/modules/media/cycleA.ts', 'api/src/modules/pages/cycleB.ts']) {
    expect(byFile.get(file)?.map((m) => m.ruleId)).toEqual(['import/no-cycle']);
  }
});

test('API: each layer importing from below it, and the app over all of them, pass', () => {
  for (const file of [
    'api/src/config.ts',
    'api/src/db/connection.ts',
    'api/src/lib/http.ts',
    'api/src/db/seed/index.ts',
    'api/src/plugins/errors.ts',
    'api/src/ops/backup.ts',
    'api/src/modules/pages/repo.ts',
    'api/src/modules/media/repo.ts',
    'api/src/app.ts',
  ]) {
    expect({ file, messages: byFile.get(file) }).toEqual({ file, messages: [] });
  }
});
