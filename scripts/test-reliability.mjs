// `npm run test:reliability`: load, fault and two-node tests (issue 9). They start real API
// processes against a real PostgreSQL (PGlite cannot be shared by two processes); each test file
// makes and drops its own `kanak_rel_*` database on the server below.
// Without a PostgreSQL that answers, the suite is skipped loudly, except in CI where that fails.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

try {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  await client.end();
} catch (error) {
  const line = '='.repeat(78);
  const where = new URL(url).host;
  console.error(`${line}\n  RELIABILITY TESTS SKIPPED: no PostgreSQL answers at ${where} (${error.message})\n  Set TEST_DATABASE_URL to a server where databases may be created.\n${line}`);
  process.exit(process.env.CI ? 1 : 0);
}

const result = spawnSync('npx', ['vitest', 'run', '--project', 'reliability', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
