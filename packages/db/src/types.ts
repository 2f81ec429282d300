import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * What `db.execute()` resolves to with either driver: both PGlite's `Results` and node-postgres'
 * `QueryResult` carry `rows`. Other fields differ between drivers, so they are not typed.
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<Assume<this['row'], Record<string, unknown>>>;
}
export interface DbQueryResult<TRow> {
  rows: TRow[];
}

/** The drizzle instance the API uses, whichever driver is underneath. */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;
/** A transaction handle (`db.transaction(async (tx) => …)`); usable wherever a `Db` is. */
export type Tx = PgTransaction<DbQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Resolves when the database answers `select 1` (readiness probe). */
  ping(): Promise<void>;
  /**
   * LISTEN on `channel` (e.g. cache invalidation across API nodes); send with
   * `db.execute(sql\`select pg_notify(${channel}, ${payload})\`)`. Resolves to an unsubscribe.
   * On PostgreSQL a lost listening connection is re-opened in the background; `onConnection`
   * hears `false` when it is lost (notifications may be missed from then on) and `true` once
   * LISTEN is in place again.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnection?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

type Tables = typeof import('./schema/index.ts');
export type User = Tables['users']['$inferSelect'];
export type Session = Tables['sessions']['$inferSelect'];
export type OtpCode = Tables['otpCodes']['$inferSelect'];
export type Category = Tables['categories']['$inferSelect'];
export type NewCategory = Tables['categories']['$inferInsert'];
export type Product = Tables['products']['$inferSelect'];
export type NewProduct = Tables['products']['$inferInsert'];
export type RateCardRow = Tables['rateCards']['$inferSelect'];
export type Favorite = Tables['favorites']['$inferSelect'];
export type Address = Tables['addresses']['$inferSelect'];
export type Order = Tables['orders']['$inferSelect'];
export type OrderItem = Tables['orderItems']['$inferSelect'];
export type NewOrderItem = Tables['orderItems']['$inferInsert'];
export type Payment = Tables['payments']['$inferSelect'];
export type Refund = Tables['refunds']['$inferSelect'];
export type TaxDocument = Tables['taxDocuments']['$inferSelect'];
export type AfterSaleRequestRow = Tables['afterSaleRequests']['$inferSelect'];
export type WalletEntry = Tables['walletEntries']['$inferSelect'];
export type WalletPayout = Tables['walletPayouts']['$inferSelect'];
export type OfferRow = Tables['offers']['$inferSelect'];
export type DocumentRow = Tables['documents']['$inferSelect'];
export type OutboxMessage = Tables['messageOutbox']['$inferSelect'];
export type Karigar = Tables['karigars']['$inferSelect'];
export type WorkshopJob = Tables['workshopJobs']['$inferSelect'];
export type MetalEntryRow = Tables['metalEntries']['$inferSelect'];
