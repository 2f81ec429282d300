import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** This checkout's own workspace package (in Stryker's sandbox, the mutated copy). */
const own = (dir: string): string => fileURLToPath(new URL(dir, import.meta.url));

/**
 * node_modules/@kanak/* are links to the workspace packages of the checkout that ran `npm install`;
 * Stryker links that node_modules into its sandbox, so without these aliases the API tests would
 * import the unmutated domain and database packages and every mutant there would survive.
 */
const resolve = {
  alias: [
    { find: /^@kanak\/domain$/, replacement: own('./packages/domain/src/index.ts') },
    { find: /^@kanak\/domain\/(.*)$/, replacement: own('./packages/domain/src/$1.ts') },
    { find: /^@kanak\/db$/, replacement: own('./packages/db/src/index.ts') },
    { find: /^@kanak\/db\/(.*)$/, replacement: own('./packages/db/src/$1.ts') },
  ],
};

/**
 * The test projects `npm run mutate` (Stryker) runs against each mutant: the domain's unit tests and
 * the API suite on PGlite. The browser journeys (e2e) and the multi-process reliability tests are left
 * out: they start servers and browsers and never look at a single mutated line closely enough to pay
 * for their minutes. The API project's globalSetup migrates one PGlite snapshot per Stryker test-runner
 * process (not per mutant): the runner keeps its vitest instance between mutants.
 */
/**
 * MUTATE_PROJECTS=unit limits a run to the domain's unit tests (a domain file in seconds rather than
 * the API suite's minutes); unset, both projects run.
 */
const only = process.env.MUTATE_PROJECTS?.split(',');

/**
 * MUTATE_TESTS=<glob>[,<glob>] runs only those test files against the mutants: every API test
 * imports the whole app, so the "related" tests of any API file are the whole API suite (tens of
 * minutes a mutant on two cores). A module's score measured with its own tests is a lower bound.
 */
const tests = process.env.MUTATE_TESTS?.split(',');

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: tests ?? ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          include: tests ?? [
            'apps/api/src/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            'packages/db/src/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'apps/api/test/reliability/**'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ].filter((project) => !only || only.includes(project.test.name)),
  },
});
