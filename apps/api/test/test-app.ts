import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@kanak/db/testing';
import { buildApp, type App, type AppDeps } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import { localStorage } from '../src/providers/storage/local.ts';

export interface TestApp {
  app: App;
  dataDir: string;
  close(): Promise<void>;
}

/** What a test may swap in beside the environment. */
export type TestAppOptions = Pick<AppDeps, 'messenger' | 'authRateLimit' | 'uploadRateLimit' | 'payments' | 'loggerInstance'> & {
  /** Hears every SQL statement (query-count tests). */
  onQuery?: (sql: string) => void;
};

/**
 * Generous enough that a file's many account calls from one address never trip it; the test of
 * the limit itself passes a small one.
 */
const TEST_AUTH_RATE_LIMIT = { max: 10_000, timeWindowMs: 60_000 };
const TEST_UPLOAD_RATE_LIMIT = { max: 10_000, timeWindowMs: 60_000 };

/** A whole app on this test file's own fresh database and a temporary DATA_DIR. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  { onQuery, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kanak-api-test-'));
  const testDb = await createTestDatabase(undefined, { onQuery });
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...envOverrides });
  const storage = localStorage(env.dataDir);
  const app = await buildApp({
    env,
    database: testDb.database,
    storage,
    mediaRoot: storage.publicRoot,
    authRateLimit: TEST_AUTH_RATE_LIMIT,
    uploadRateLimit: TEST_UPLOAD_RATE_LIMIT,
    // The API project's hook limit, not Fastify's 10 s: a loaded CI machine is slow, not wrong.
    pluginTimeoutMs: 120_000,
    ...options,
  });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
