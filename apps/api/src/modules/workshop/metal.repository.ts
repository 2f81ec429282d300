import { desc, eq, sql } from 'drizzle-orm';
import { schema, type Db, type MetalEntryRow } from '@kanak/db';
import { WORKSHOP_KARATS, type WorkshopKarat } from '@kanak/domain';

const { metalEntries } = schema;

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

/** The latest movements, newest first. */
export async function latestMetalEntries(db: Db, limit = 500): Promise<MetalEntryRow[]> {
  return db.select().from(metalEntries).orderBy(desc(metalEntries.createdAt), desc(metalEntries.id)).limit(limit);
}
