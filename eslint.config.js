import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * bulletproof-react's import/no-restricted-paths without the plugin (decision 023): the web app's
 * layers import one way, shared (components/, lib/) → features/<name>/ → app/, and a feature
 * never imports another one; what must combine features is composed in app/.
 */
const WEB_SRC = path.join(import.meta.dirname, 'apps/web/src');

function webLayer(file) {
  const relative = path.relative(WEB_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  if (top === 'features') return { kind: 'feature', name };
  if (top === 'app') return { kind: 'app' };
  if (top === 'components' || top === 'lib') return { kind: 'shared' };
  return null;
}

function layerProblem(from, to) {
  if (!from || !to) return null;
  if (from.kind === 'shared' && to.kind !== 'shared') {
    return 'components/ and lib/ are shared: they may not import features/ or app/.';
  }
  if (from.kind === 'feature' && to.kind === 'app') return 'A feature may not import app/.';
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
    return `The feature '${from.name}' may not import the feature '${to.name}': move what both need to components/ or lib/, or compose them in app/.`;
  }
  return null;
}

const webBoundaries = {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = webLayer(context.filename);
        if (!from) return {};
        function check(source) {
          if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const target = path.resolve(path.dirname(context.filename), source.value);
          const message = layerProblem(from, webLayer(target));
          if (message) context.report({ node: source, message });
        }
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

// The drizzle tables (packages/db/src/schema): in the API only repositories may import them.
const SCHEMA_DIR = path.join(import.meta.dirname, 'packages/db/src/schema');
const TABLES = readdirSync(SCHEMA_DIR)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .flatMap((file) => [...readFileSync(path.join(SCHEMA_DIR, file), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]));
const ONLY_REPOSITORIES = 'Only *.repository.ts files build queries (decision 021): call a repository function.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      'packages/db/migrations/**',
      '.tmp/**',
      '.bench/**',
    ],
  },
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
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // API layers (decision 021): routes parse and answer, services decide, repositories alone
    // query. The providers keep their own tables (outbox, upload intents); tests set up freely.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.repository.ts', 'apps/api/src/providers/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', allowTypeImports: true, message: ONLY_REPOSITORIES },
            { name: '@kanak/db', importNames: ['schema', ...TABLES], allowTypeImports: true, message: ONLY_REPOSITORIES },
          ],
        },
      ],
    },
  },
  {
    // A plugin does one cross-cutting thing and imports no feature (fastify's own plugins; issue
    // 35): arrows run modules → plugins only. The same paths as the block above, which this replaces
    // for these files.
    files: ['apps/api/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', allowTypeImports: true, message: ONLY_REPOSITORIES },
            { name: '@kanak/db', importNames: ['schema', ...TABLES], allowTypeImports: true, message: ONLY_REPOSITORIES },
          ],
          patterns: [{ group: ['**/modules/**'], message: 'A plugin imports no feature: have app.ts hand it what it needs, or make it a module.' }],
        },
      ],
    },
  },
  {
    // Only env.ts reads the environment (create-t3-turbo rule).
    files: ['apps/api/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['apps/api/src/env.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through apps/api/src/env.ts.',
        },
      ],
    },
  },
  {
    // Imports flow one way: domain ← db ← api; domain ← web (ARCHITECTURE §2).
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'web-boundaries': webBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'web-boundaries/layers': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@kanak/api',
                '@kanak/api/*',
                '@kanak/db',
                '@kanak/db/*',
                '**/apps/api/**',
                '**/packages/db/**',
              ],
              message: 'The web app may import only @kanak/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kanak/*', 'node:*', 'pg', 'drizzle-orm', 'fastify'],
              message: 'packages/domain is pure TypeScript with no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kanak/api', '@kanak/api/*', '@kanak/web', '@kanak/web/*'],
              message: 'packages/db may import only @kanak/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The plain script the server writes into a rendered page (starter.js, decision 037).
    files: ['apps/web/starter.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
