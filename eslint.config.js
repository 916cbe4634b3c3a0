import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'packages/db/migrations/**',
      'e2e/screenshots/**',
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
