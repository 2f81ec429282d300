/**
 * A PostgreSQL database of the test file's own, `kanak_rel_<random>`, migrated and loaded with the
 * hand-priced catalogue fixture; the test reads it directly to check what the API processes did.
 */
import { randomBytes } from 'node:crypto';
import { createDatabase, migrate, quoteIdent, type Database } from '@kanak/db';
import { databaseUrlFor } from '@kanak/db/testing';
import pg from 'pg';
import { insertCatalogueFixture } from '../catalogue-fixture.ts';

/** The server the suite runs against (scripts/test-reliability.mjs sets it). */
export const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ReliabilityDatabase {
  url: string;
  database: Database;
  products: Awaited<ReturnType<typeof insertCatalogueFixture>>;
  /** Closes the connection and drops the database, even with API nodes still connected. */
  drop(): Promise<void>;
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createReliabilityDatabase(): Promise<ReliabilityDatabase> {
  const name = `kanak_rel_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${quoteIdent(name)}`);
  const url = databaseUrlFor(serverUrl, name);
  const database = createDatabase({ databaseUrl: url, maxConnections: 4 });
  const drop = async () => {
    await database.close().catch(() => undefined);
    await onServer(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  };
  try {
    await migrate(database);
    const products = await insertCatalogueFixture(database);
    return { url, database, products, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
