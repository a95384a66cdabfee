// One lint configuration for the whole workspace. The layer rules below keep
// the architecture honest: core computes, ui renders, apps wire.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/routeTree.gen.ts',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/bench-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', 'apps/web/src/**/*.ts', 'packages/ui/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The core runs in a tab, a worker and Node alike: no framework, DOM-only or Node imports.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*'], message: 'core is framework-free' },
            { group: ['@supabase/*'], message: 'core does no I/O' },
            { group: ['node:*', 'fs', 'path', 'os', 'stream'], message: 'only core/src/cli may use Node' },
          ],
        },
      ],
    },
  },
  {
    // ui renders what it is given: no stores, no backend, nothing from apps/.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@supabase/*'], message: 'ui never talks to the backend' },
            { group: ['zustand', 'zustand/*'], message: 'ui components never import a store' },
            { group: ['**/apps/**', '@tallyline/web', '@tallyline/site', '@tallyline/api'], message: 'ui does not depend on apps' },
          ],
        },
      ],
    },
  },
  {
    // supabase-js is called only from apps/web/src/lib/db.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@supabase/*'], message: 'call the backend through src/lib/db' }] },
      ],
    },
  },
);
