import { schema, type Db } from '@kanak/db';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Storage } from './storage.ts';

const { uploadIntents } = schema;

/** An intent older than this names a file whose row never committed (no request takes an hour). */
const ABANDONED_AFTER_MINUTES = 60;

/**
 * Stores a private file whose database row is written afterwards, in a transaction that may never
 * commit (a crash, a lost race). The intent is committed before the file is written; the
 * transaction that stores the row calls `settlePrivateUploads`, and `sweepAbandonedUploads`
 * removes what a transaction left behind.
 */
export async function putPrivateTracked(db: Db, storage: Storage, key: string, body: Buffer): Promise<void> {
  await db.insert(uploadIntents).values({ storageKey: key });
  await storage.putPrivate(key, body);
}

/** Inside the transaction that stores the rows naming these files: they are no longer at risk. */
export async function settlePrivateUploads(tx: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await tx.delete(uploadIntents).where(inArray(uploadIntents.storageKey, keys));
}

/** After a transaction failed for certain: the files go now rather than at the next sweep. */
export async function discardPrivateUploads(db: Db, storage: Storage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.deletePrivate(key)));
  if (keys.length > 0) await db.delete(uploadIntents).where(inArray(uploadIntents.storageKey, keys));
}

/**
 * Deletes the files of intents older than an hour, then the intents (part of the hourly
 * housekeeping; idempotent, so nodes may overlap). Returns how many were swept.
 */
export async function sweepAbandonedUploads(db: Db, storage: Storage): Promise<number> {
  const stale = await db
    .select({ key: uploadIntents.storageKey })
    .from(uploadIntents)
    .where(lt(uploadIntents.createdAt, sql`now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})`))
    .limit(500);
  const keys = stale.map((row) => row.key);
  for (const key of keys) await storage.deletePrivate(key);
  if (keys.length > 0) await db.delete(uploadIntents).where(inArray(uploadIntents.storageKey, keys));
  return keys.length;
}
