import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/domain/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          // Real processes on a real PostgreSQL: the `reliability` project below runs them.
          exclude: [...configDefaults.exclude, 'apps/api/test/reliability/**'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Each file builds its own app on its own database and DATA_DIR, and no file mocks a module,
          // stubs the environment or fakes the clock, so a worker runs its files in one module graph:
          // the app is imported once a worker rather than once a file (about 3 s each, 110 files).
          // Decision 054 (addendum of 27 November, evening); a shuffled run checks order independence.
          isolate: false,
          // CI runs this suite beside both browser runs: on 2 cores a test that takes 3 s alone took
          // 30 s there (27 November, night), so the limits leave room for a loaded machine.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A NOTIFY or a background send lands on its own time; under that load vitest's default poll
          // of 1 s is a timed assertion, so a poll waits up to 15 s for what it names.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['apps/api/test/reliability/**/*.test.ts'],
          environment: 'node',
          // Each file starts API processes and loads them; two at once would measure each other.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          fileParallelism: false,
          // Specs wait on what the page shows; under a loaded CI machine a price or picture may take
          // seconds to change, so a poll gives up only after 10 s rather than vitest's default 1 s.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
