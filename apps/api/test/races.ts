/**
 * Races on PostgreSQL that can fail: a request's lock is only proven when the racing requests are
 * all inside before any of them writes. `withWritesHeld` holds a table's writes back (a SHARE lock
 * in a transaction of its own) until that many requests wait on a lock, then lets them go at once;
 * with the lock under test removed, more than one gets through. PGlite has one connection, so
 * there the race simply runs.
 */
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';

/** Backends of this database waiting on a lock (a table's or an advisory one). */
export async function lockWaiters(app: App): Promise<number> {
  const { rows } = await app.database.db.execute<{ n: number | string }>(
    sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Waits (up to 30 s) until at least `count` backends of this database have been seen waiting on a
 * lock at once, and fails naming the most it saw otherwise. It judges by what it saw, not by one
 * more look afterwards: a request passing from one lock to the next is briefly not waiting, and a
 * later count could miss it though both are inside.
 */
export async function untilLockWaiters(app: App, count: number): Promise<void> {
  let most = 0;
  for (let tries = 0; tries < 1200; tries++) {
    most = Math.max(most, await lockWaiters(app));
    if (most >= count) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`waited 30 s for ${count} requests waiting on a lock; saw at most ${most}`);
}

/** Runs `race` while writes to `table` are held back, until `count` requests wait (PostgreSQL). */
export async function withWritesHeld<T>(app: App, table: string, count: number, race: () => Promise<T>): Promise<T> {
  if (app.database.kind !== 'postgres') return race();
  let raced: Promise<T> | undefined;
  await app.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${sql.identifier(table)} in share mode`);
    raced = race();
    for (let tries = 0; tries < 200 && (await lockWaiters(app)) < count; tries++) await new Promise((r) => setTimeout(r, 25));
  });
  return raced as Promise<T>;
}
