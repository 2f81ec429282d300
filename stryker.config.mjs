// `npm run mutate`: mutation testing of the code that moves money, issues tax documents or guards
// access (issue 37). Outside CI: a full run takes hours on two cores. Run one module or one file:
//   npm run mutate -- --mutate 'apps/api/src/modules/tax/**/*.ts'
//   npm run mutate -- --mutate packages/domain/src/gst.ts
// (quote globs so the shell leaves them to Stryker; test files are never mutated, see `ignoreStatic`
// and the `!` patterns below). See docs/testing.md for the scores measured and the equivalent mutants.

const notTests = ['!**/*.test.ts', '!**/*.property.test.ts', '!**/test/**'];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  checkers: [],
  coverageAnalysis: 'perTest',
  mutate: [
    'packages/domain/src/**/*.ts',
    '!packages/domain/src/contract/**',
    '!packages/domain/src/messages.ts',
    'apps/api/src/modules/payments/**/*.ts',
    'apps/api/src/modules/orders/**/*.ts',
    'apps/api/src/modules/tax/**/*.ts',
    'apps/api/src/modules/after-sale/**/*.ts',
    'apps/api/src/modules/wallet/**/*.ts',
    'apps/api/src/modules/offers/**/*.ts',
    'apps/api/src/modules/auth/**/*.ts',
    // The ownership filters of the repositories a signed-in customer reaches.
    'apps/api/src/modules/addresses/*.repository.ts',
    'apps/api/src/modules/cart/*.repository.ts',
    'apps/api/src/modules/favorites/*.repository.ts',
    'packages/db/src/list-price.ts',
    ...notTests,
  ],
  // Two cores shared with the whole team: one test runner, and a mutant gets a generous timeout
  // because the API tests build an app on a fresh database per file.
  concurrency: 1,
  timeoutMS: 60_000,
  timeoutFactor: 2,
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // Two runs side by side each take `--tempDirName .stryker-tmp-<name>`; neither copies the other's
  // sandbox into its own.
  ignorePatterns: ['/.stryker-tmp*', '/reports'],
  cleanTempDir: 'always',
};
