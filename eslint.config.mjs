// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const FRONT_ENDS = ['shell', 'mf-public', 'mf-auth', 'mf-admin', 'mf-catalogue'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tmp/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: FRONT_ENDS.map((dir) => `${dir}/src/**/*.tsx`).concat('shared-libs/src/**/*.tsx'),
    ...jsxA11y.flatConfigs.recommended,
  },
  // Code flows one way: shared-libs → features → app; a feature never imports another feature's insides.
  ...FRONT_ENDS.map((dir) => ({
    files: [`${dir}/src/**/*.{ts,tsx}`],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: `./${dir}/src/features`, from: `./${dir}/src/app`, message: 'features must not import the app layer' },
            {
              target: `./${dir}/src/features/*/`,
              from: `./${dir}/src/features/*/`,
              except: ['./'],
              message: 'features do not import each other',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared-libs/src/**/*.{ts,tsx}'],
    rules: {
      // shared-libs modules reach each other through the package name, so every import goes through the
      // federation share scope and each module stays one singleton on the page.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./*', '../*'], message: 'import @vitrin/shared-libs/… instead' }] },
      ],
    },
  },
  {
    // Migrations are frozen in time and typed against no schema: they take Kysely<any> (STYLE.md, Kysely).
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
