import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layout from './eslint-rules/boundaries.js';
import functionLength from './eslint-rules/function-length.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Dependencies point one way: web -> contract <- api (CONVENTIONS.md rule 1).
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|vitest$|\\.)', message: 'contract imports only zod' }] }],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@lms/web'] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['**/apps/api/**', '@lms/api'] }],
    },
  },
  // The service worker runs in its own global scope.
  { files: ['apps/web/src/sw/**/*.ts'], languageOptions: { globals: { ...globals.serviceworker } } },
  // Layout boundaries on resolved paths (eslint-rules/boundaries.js), and a
  // size a person can hold in mind: past it, split the file along the spec's areas.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { layout: layout },
    rules: {
      'layout/boundaries': 'error',
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  // A function a person can read in one screen: past 60 lines, split it along
  // its steps (a named function per step; for React, a child component or hook).
  // Tests' describe/it/test callbacks are exempt (eslint-rules/function-length.js says why).
  {
    files: [
      'apps/api/src/**/*.ts', 'apps/api/bench/**/*.ts', 'packages/contract/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}', 'apps/web/e2e/**/*.ts', 'scripts/**/*.{js,mjs,ts}',
    ],
    plugins: { length: functionLength },
    rules: { 'length/max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
);
