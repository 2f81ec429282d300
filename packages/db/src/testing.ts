/**
 * Fresh, migrated databases for tests, fast: migrations run once per test run (into a PGlite
 * snapshot or a PostgreSQL template database) and each test file gets its own copy.
 * Used by apps/api/test/global-setup.ts and by test files; everything here is argument-driven.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase, PGLITE_OPTIONS, quoteIdent, type DatabaseOptions } from './client.ts';
import { migrate } from './migrate.ts';
import type { Database } from './types.ts';

export type TestDatabaseConfig =
  | { kind: 'pglite'; snapshotFile: string }
  | { kind: 'postgres'; serverUrl: string; template: string };

export interface TestDatabase {
  database: Database;
  /** Closes the connection and deletes the copy. */
  drop(): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    kanakTestDatabase: TestDatabaseConfig;
  }
}

/** Migrates an in-memory PGlite and writes its data directory (a tarball) to `file`. */
export async function makePgliteSnapshot(file: string): Promise<void> {
  const client = new PGlite(PGLITE_OPTIONS);
  const database = createDatabase({ pglite: client });
  try {
    await migrate(database);
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** `serverUrl` with its database name replaced. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

/** Creates an empty database `name` on the server (benchmarks, multi-process tests); returns its URL. */
export async function createBlankDatabase(serverUrl: string, name: string): Promise<string> {
  await withServer(serverUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
  return databaseUrlFor(serverUrl, name);
}

/** Creates and migrates `kanak_test_tpl_<random>` on the server; copies are made from it. */
export async function createTemplateDatabase(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = uniqueName('kanak_test_tpl');
  await withServer(serverUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
  const database = createDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), maxConnections: 2 });
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    await dropDatabase(serverUrl, name);
    throw error;
  }
  await database.close();
  return { name, drop: () => dropDatabase(serverUrl, name) };
}

/**
 * Once per test run (vitest globalSetup): a PGlite snapshot in a temp dir, or a template database
 * when `serverUrl` is given. Returns the config to `provide` to test files and the teardown.
 */
export async function prepareTestDatabases(options: { serverUrl?: string | undefined }): Promise<{
  config: TestDatabaseConfig;
  teardown(): Promise<void>;
}> {
  if (options.serverUrl) {
    const serverUrl = options.serverUrl;
    const template = await createTemplateDatabase(serverUrl);
    return { config: { kind: 'postgres', serverUrl, template: template.name }, teardown: template.drop };
  }
  const dir = await mkdtemp(join(tmpdir(), 'kanak-db-'));
  const snapshotFile = join(dir, 'migrated.tar');
  await makePgliteSnapshot(snapshotFile);
  return {
    config: { kind: 'pglite', snapshotFile },
    teardown: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * A fresh migrated database of its own for the calling test file. Without `config` it takes the
 * one the vitest globalSetup provided (`inject('kanakTestDatabase')`).
 */
export async function createTestDatabase(
  config?: TestDatabaseConfig,
  options: Pick<DatabaseOptions, 'onQuery'> = {},
): Promise<TestDatabase> {
  const resolved = config ?? (await import('vitest')).inject('kanakTestDatabase');
  if (resolved.kind === 'pglite') {
    const tarball = new Blob([await readFile(resolved.snapshotFile)]);
    const database = createDatabase({ pglite: new PGlite({ ...PGLITE_OPTIONS, loadDataDir: tarball }), ...options });
    return { database, drop: () => database.close() };
  }
  const { serverUrl, template } = resolved;
  const name = uniqueName('kanak_test');
  await withServer(serverUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`));
  const database = createDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), maxConnections: 4, ...options });
  return {
    database,
    async drop() {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** A value a test needs, or a clear failure naming what was missing (instead of `value!`). */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}
