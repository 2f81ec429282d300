import type { TestProject } from 'vitest/node';
import { prepareTestDatabases } from '@kanak/db/testing';

/**
 * Runs once per `vitest run`: migrates a PGlite snapshot (default) or, when TEST_DATABASE_URL is
 * set (e.g. postgres://postgres@127.0.0.1:5432/postgres), a template database. Test files get
 * their own copy with `createTestDatabase()` from `@kanak/db/testing`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { config, teardown } = await prepareTestDatabases({ serverUrl: process.env.TEST_DATABASE_URL || undefined });
  project.provide('kanakTestDatabase', config);
  return teardown;
}
