import { randomBytes } from 'node:crypto';

/**
 * The environment of the server a benchmark starts in its own process: production mode with the
 * sandbox payments and the outbox messenger, no demo seed, on `dataDir` and `port` (and PostgreSQL
 * when `databaseUrl` is given), with only PATH and HOME from the benchmark's own environment.
 */
export function benchServerEnv(options: { dataDir: string; port: number; databaseUrl: string | undefined }): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    ALLOW_SANDBOX: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    MESSENGER: 'outbox',
    DOCUMENT_KEY: randomBytes(32).toString('base64'),
    SEED_DEMO: 'false',
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    LOG_LEVEL: 'warn',
    // Load comes from one address, far faster than any shopper: the per-address limit would measure itself.
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
}

/**
 * Node's own flags for the server a benchmark starts: with BENCH_PROFILE=<dir>, a V8 CPU profile
 * written there when it stops (open it in Chromium's DevTools), so a figure can be explained
 * before anything is changed.
 */
export function benchServerNodeArgs(): string[] {
  const dir = process.env.BENCH_PROFILE;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}
