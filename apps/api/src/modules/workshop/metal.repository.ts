import { and, desc, eq, or, sql } from 'drizzle-orm';
import { schema, type Db, type MetalEntryRow } from '@kanak/db';
import { WORKSHOP_KARATS, type WorkshopKarat } from '@kanak/domain';

const { afterSaleRequests, metalEntries, workshopJobs } = schema;

/** First key of the per-karat advisory lock every movement out of stock takes: two issues queue. */
const METAL_LOCK = 4_242_038;

export async function lockKaratStock(tx: Db, karat: WorkshopKarat): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${METAL_LOCK}, ${WORKSHOP_KARATS.indexOf(karat)})`);
}

const stockSign = sql`case when ${metalEntries.toPlace} = 'stock' then ${metalEntries.weightMg} when ${metalEntries.fromPlace} = 'stock' then -${metalEntries.weightMg} else 0 end`;

/** Milligrams of each karat in stock now (karats never bought are absent). */
export async function stockByKarat(db: Db): Promise<Map<WorkshopKarat, number>> {
  const rows = await db
    .select({ karat: metalEntries.karat, mg: sql<string>`coalesce(sum(${stockSign}), 0)` })
    .from(metalEntries)
    .groupBy(metalEntries.karat);
  return new Map(rows.map((r) => [r.karat, Number(r.mg)]));
}

export async function stockOf(db: Db, karat: WorkshopKarat): Promise<number> {
  const [row] = await db.select({ mg: sql<string>`coalesce(sum(${stockSign}), 0)` }).from(metalEntries).where(eq(metalEntries.karat, karat));
  return Number(row?.mg ?? 0);
}

/** Fine gold a karigar holds now: everything moved to them less everything moved from them. */
export async function fineHeldBy(db: Db, karigarId: number): Promise<number> {
  const [row] = await db
    .select({
      mg: sql<string>`coalesce(sum(case when ${metalEntries.toPlace} = 'karigar' then ${metalEntries.fineMg} when ${metalEntries.fromPlace} = 'karigar' then -${metalEntries.fineMg} else 0 end), 0)`,
    })
    .from(metalEntries)
    .where(eq(metalEntries.karigarId, karigarId));
  return Number(row?.mg ?? 0);
}

export async function insertMetalEntries(db: Db, values: (typeof metalEntries.$inferInsert)[]): Promise<MetalEntryRow[]> {
  if (values.length === 0) return [];
  return db.insert(metalEntries).values(values).returning();
}

/** The latest movements, newest first, each with the order it moved for (its job's or its after-sale request's). */
export async function latestMetalEntries(db: Db, limit = 500): Promise<{ entry: MetalEntryRow; orderId: number | null }[]> {
  return db
    .select({ entry: metalEntries, orderId: sql<number | null>`coalesce(${workshopJobs.orderId}, ${afterSaleRequests.orderId})` })
    .from(metalEntries)
    .leftJoin(workshopJobs, eq(workshopJobs.id, metalEntries.jobId))
    .leftJoin(afterSaleRequests, eq(afterSaleRequests.id, metalEntries.afterSaleRequestId))
    .orderBy(desc(metalEntries.createdAt), desc(metalEntries.id))
    .limit(limit);
}

/**
 * The metal each of an order's jobs has in `piece` now (moved there at receipt, less what moved
 * on), in its karat's weight and in fine gold; jobs with nothing there are left out.
 */
export async function pieceMetalOfOrder(db: Db, orderId: number) {
  const signed = (column: typeof metalEntries.weightMg | typeof metalEntries.fineMg) =>
    sql<string>`coalesce(sum(case when ${metalEntries.toPlace} = 'piece' then ${column} else -${column} end), 0)`;
  const rows = await db
    .select({ jobId: workshopJobs.id, karat: metalEntries.karat, weightMg: signed(metalEntries.weightMg), fineMg: signed(metalEntries.fineMg) })
    .from(metalEntries)
    .innerJoin(workshopJobs, eq(workshopJobs.id, metalEntries.jobId))
    .where(and(eq(workshopJobs.orderId, orderId), or(eq(metalEntries.toPlace, 'piece'), eq(metalEntries.fromPlace, 'piece'))))
    .groupBy(workshopJobs.id, metalEntries.karat)
    .orderBy(workshopJobs.id);
  return rows.map((r) => ({ ...r, weightMg: Number(r.weightMg), fineMg: Number(r.fineMg) })).filter((r) => r.weightMg > 0);
}

/** The net weight of an order's received jobs added up, milligrams; null when no job of it is back. */
export async function receivedNetOfOrder(db: Db, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ mg: sql<string | null>`sum(${workshopJobs.netMg})` })
    .from(workshopJobs)
    .where(and(eq(workshopJobs.orderId, orderId), eq(workshopJobs.status, 'received')));
  return row?.mg === null || row?.mg === undefined ? null : Number(row.mg);
}
