// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FRONT_ENDS = ['shell', 'mf-public', 'mf-auth', 'mf-admin', 'mf-catalogue'];
const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** The API's composition: the files that build, start and drive the app from every layer below. */
const API_ENTRIES = ['./api/src/app.ts', './api/src/server.ts', './api/src/cli.ts', './api/src/release-check.ts'];

/** A front end's feature folders, read now: each gets its own zone, since a glob cannot say "another feature". */
function featuresOf(dir) {
  const features = path.join(ROOT, dir, 'src', 'features');
  if (!existsSync(features)) return [];
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tmp/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // The import rules read the files an import names (no-cycle follows them): TypeScript's parser reads those.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Without a TypeScript resolver the import rules cannot find a .ts/.tsx file and pass over its import.
      'import/resolver': {
        typescript: {
          project: FRONT_ENDS.concat('shared-libs', 'api', 'e2e', 'bench').map((dir) => path.join(ROOT, dir, 'tsconfig.json')),
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // React runs in the front ends only: the hooks rules (the compiler-based ones are a third of the lint's time)
    // are not run over the API, the browser tests and the benchmarks.
    files: FRONT_ENDS.concat('shared-libs').map((dir) => `${dir}/{src,test}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: FRONT_ENDS.map((dir) => `${dir}/src/**/*.tsx`).concat('shared-libs/src/**/*.tsx'),
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // A cycle, even through a lazy import(), makes the order modules run in depend on who loads first.
    files: FRONT_ENDS.map((dir) => `${dir}/src/**/*.{ts,tsx}`).concat('shared-libs/src/**/*.{ts,tsx}'),
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Code flows one way: shared-libs → features → app; a feature never imports another feature's insides.
  // Tested in shared-libs/test/layeringLint.test.ts.
  ...FRONT_ENDS.map((dir) => ({
    files: [`${dir}/src/**/*.{ts,tsx}`],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            { target: `./${dir}/src/features`, from: `./${dir}/src/app`, message: 'features must not import the app layer' },
            ...featuresOf(dir).map((feature) => ({
              target: `./${dir}/src/features/${feature}`,
              from: `./${dir}/src/features`,
              except: [`./${feature}`],
              message: 'features do not import each other',
            })),
            {
              target: `./${dir}/src/components`,
              from: `./${dir}/src/features`,
              message: 'shared components do not import features',
            },
            {
              target: `./${dir}/src/lib`,
              from: [`./${dir}/src/app`, `./${dir}/src/features`],
              message: 'lib does not import the app layer or features',
            },
            // Another front end's source, imported by path, would be bundled into this one: remotes meet through
            // federation (their exposed modules) and shared-libs only.
            ...FRONT_ENDS.filter((other) => other !== dir).map((other) => ({
              target: `./${dir}/src`,
              from: `./${other}`,
              message: "a front end never imports another front end's source",
            })),
          ],
        },
      ],
    },
  })),
  // The API's layers, from the bottom: config.ts, db/ (with seed/) and lib/; then plugins/ and ops/; then modules/;
  // then app.ts, server.ts and cli.ts, which compose them. A layer imports only from below it (docs/architecture.md,
  // "Where things live"). Tested in shared-libs/test/layeringLint.test.ts.
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: ['./api/src/config.ts', './api/src/db', './api/src/lib'],
              from: ['./api/src/plugins', './api/src/ops', './api/src/modules', ...API_ENTRIES],
              message: 'config, db and lib import no plugin, ops, module or the app',
            },
            {
              target: ['./api/src/plugins', './api/src/ops'],
              from: ['./api/src/modules', ...API_ENTRIES],
              message: 'plugins and ops import no module or the app: a module passes what they need (an option, a registration)',
            },
            {
              target: './api/src/modules',
              from: API_ENTRIES,
              message: 'modules do not import the composition (app.ts, server.ts, cli.ts, release-check.ts)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-libs/src/**/*.{ts,tsx}'],
    rules: {
      // shared-libs modules reach each other through the package name, so every import goes through the
      // federation share scope and each module stays one singleton on the page.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./*', '../*'], message: 'import @vitrin/shared-libs/… instead' },
            { group: ['@vitrin/mf-*', '@vitrin/shell', '@vitrin/shell/*'], message: 'shared-libs never imports a front end' },
          ],
        },
      ],
    },
  },
  {
    // Migrations are frozen in time and typed against no schema: they take Kysely<any>.
    files: ['api/src/db/migrations/**/*.ts', 'api/src/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['shared-libs/test/**/*.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
