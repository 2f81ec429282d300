import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import type { Database, Db } from './types.ts';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, a node-postgres pool is used. */
  databaseUrl?: string;
  /** Where the embedded PGlite keeps its files (created if missing); in memory when omitted. */
  dataDir?: string;
  /** An existing PGlite instance to use (tests); `close()` closes it. */
  pglite?: PGlite;
  /** Pool size for PostgreSQL (default 10, at least 2: `migrate` holds one while it runs). */
  maxConnections?: number;
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, otherwise embedded PGlite
 * (ARCHITECTURE §1). The returned `db` has the same type with either driver.
 */
export function createDatabase(options: DatabaseOptions = {}): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, Math.max(2, options.maxConnections ?? 10));
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  }
  return openPglite(client);
}

function openPglite(client: PGlite): Database {
  // Both drivers build the same PgDatabase; only their raw result types differ (see Db).
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(connectionString: string, max: number): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<pg.PoolClient>();
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async listen(channel, onPayload) {
      const client = await pool.connect();
      listeners.add(client);
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        if (!listeners.delete(client)) return;
        try {
          await client.query(`UNLISTEN ${quoteIdent(channel)}`);
        } finally {
          client.release();
        }
      };
    },
    async close() {
      for (const client of listeners) client.release();
      listeners.clear();
      await pool.end();
    },
  };
}

/** Quotes a PostgreSQL identifier (channel and database names). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
