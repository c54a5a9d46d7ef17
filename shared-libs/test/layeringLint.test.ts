/**
 * @jest-environment node
 *
 * The layering lint works (docs/architecture.md, "Where things live"): ESLint, with the repo's own
 * eslint.config.mjs, fails a feature that imports the app layer or another feature, and passes one that keeps
 * to its own folder and the shared places. The config reads the feature folders beside itself, so the test
 * copies it into a small tree of fixture files and lints that tree.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

const FIXTURES: Record<string, string> = {
  'tsconfig.base.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx' } }),
  'mf-admin/tsconfig.json': JSON.stringify({ extends: '../tsconfig.base.json', include: ['src'] }),
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
  // The app composes features: it may import any of them.
  'mf-admin/src/app/App.tsx': [
    "import { good } from '../features/alpha/components/Good';",
    "import { beta } from '../features/beta/components/Beta';",
    'export const app = good + beta;',
    '',
  ].join('\n'),
};

/** Runs ESLint's Node API in a process of its own: it loads the config with import(), which Jest's VM cannot. */
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' });
const results = await eslint.lintFiles(['mf-admin/src']);
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
      .filter((file) => file.startsWith('mf-admin/src/'))
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

test('a feature that keeps to its own folder and lib/, and the app over features, pass', () => {
  expect(byFile.get('mf-admin/src/features/alpha/components/Good.tsx')).toEqual([]);
  expect(byFile.get('mf-admin/src/app/App.tsx')).toEqual([]);
});
