import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const web = './apps/web/src';
// One zone per feature folder, read when ESLint starts, so a new feature is covered without edits.
const features = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
  .map((entry) => entry.name);
const layers = 'docs/architecture.md, "Dependency direction"';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'packages/db/migrations/**',
      'e2e/screenshots/**',
      // Made and removed by eslint-layering.test.ts, which lints them with ignores off.
      '**/__lint_fixture__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Shared code never imports either side; the web app never imports api or db (docs/architecture.md).
    files: ['packages/contracts/**', 'packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@foodhub/api*', '@foodhub/web*', '@foodhub/db*'] },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@foodhub/api*', '@foodhub/db*'] }] },
  },
  {
    // Layers of the web app: app/ composes features/, which build on shared code (components/,
    // hooks/, lib/, stores/, config/, api/); imports only point down, and never in a cycle.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Modules that no-cycle reads: the web app's own TypeScript; packages and node_modules (and
      // their .d.ts files) are left unread, as no cycle can run back through them.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/ignore': ['^(?!.*/apps/web/src/)'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${rootDir}apps/web/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: rootDir,
          zones: [
            ...features.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: `A feature does not import another feature: move what both need to shared code: api/, components/, hooks/, lib/ or stores/ (${layers}).`,
            })),
            {
              target: ['api', 'components', 'hooks', 'lib', 'stores', 'config'].map(
                (dir) => `${web}/${dir}`,
              ),
              from: [`${web}/features`, `${web}/app`],
              message: `Shared code does not import features/ or app/ (${layers}).`,
            },
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: `A feature does not import app/: move what it needs to shared code (${layers}).`,
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      'apps/api/src/cli/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/build.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
