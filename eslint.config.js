import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'packages/db/migrations/**', '.tmp/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Only env.ts reads the environment (create-t3-turbo rule).
    files: ['apps/api/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['apps/api/src/env.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through apps/api/src/env.ts.' }],
    },
  },
  {
    // Imports flow one way: domain ← db ← api; domain ← web (ARCHITECTURE §2).
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['@kanak/api', '@kanak/api/*', '@kanak/db', '@kanak/db/*', '**/apps/api/**', '**/packages/db/**'], message: 'The web app may import only @kanak/domain.' }] }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@kanak/*', 'node:*', 'pg', 'drizzle-orm', 'fastify'], message: 'packages/domain is pure TypeScript with no I/O.' }] }],
    },
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@kanak/api', '@kanak/api/*', '@kanak/web', '@kanak/web/*'], message: 'packages/db may import only @kanak/domain.' }] }],
    },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked, languageOptions: { globals: { ...globals.node } } },
);
