import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PgListener, quoteIdent } from './listener.ts';
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
  /** Hears every statement Drizzle sends (tests count queries to catch N+1 reads). */
  onQuery?: (sql: string) => void;
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, otherwise embedded PGlite
 * (ARCHITECTURE §1). The returned `db` has the same type with either driver.
 */
export function createDatabase(options: DatabaseOptions = {}): Database {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, Math.max(2, options.maxConnections ?? 10), logger);
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite({ ...PGLITE_OPTIONS, dataDir: options.dataDir });
  }
  return openPglite(client, logger);
}

/**
 * What every embedded PGlite is opened with: the extensions the migrations create (pg_trgm for
 * search, migration 0012). A PGlite opened without them cannot read a database that has them.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

type QueryLogger = { logQuery: (sql: string) => void } | undefined;

function openPglite(client: PGlite, logger: QueryLogger): Database {
  // Both drivers build the same PgDatabase; only their raw result types differ (see Db).
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
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

function openPostgres(connectionString: string, max: number, logger: QueryLogger): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
  const listeners = new Set<PgListener>();
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async listen(channel, onPayload, onConnection) {
      const listener = new PgListener(connectionString, channel, onPayload, onConnection);
      await listener.start();
      listeners.add(listener);
      return async () => {
        if (listeners.delete(listener)) await listener.stop();
      };
    },
    close() {
      // Idempotent, like PGlite's: a test may close the database and then its whole app.
      closing ??= (async () => {
        await Promise.all([...listeners].map((listener) => listener.stop()));
        listeners.clear();
        await pool.end();
      })();
      return closing;
    },
  };
}

export { quoteIdent };
